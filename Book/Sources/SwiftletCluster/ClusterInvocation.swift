import Distributed
import Foundation

/// Records a remote call's arguments as JSON texts, in order.
public struct ClusterInvocationEncoder: DistributedTargetInvocationEncoder {
    public typealias SerializationRequirement = any Codable

    var arguments: [String] = []

    public mutating func recordGenericSubstitution<T>(_ type: T.Type) throws {
        // Generic distributed targets are not supported: the envelope has no type names.
        throw ClusterError.serialization("generic distributed targets are not supported")
    }

    public mutating func recordArgument<Value: Codable>(_ argument: RemoteCallArgument<Value>) throws {
        do {
            arguments.append(String(decoding: try JSONEncoder().encode(argument.value), as: UTF8.self))
        } catch {
            throw ClusterError.serialization("argument \(argument.label ?? argument.name): \(error)")
        }
    }

    public mutating func recordErrorType<E: Error>(_ type: E.Type) throws {}

    public mutating func recordReturnType<R: Codable>(_ type: R.Type) throws {}

    public mutating func doneRecording() throws {}
}

/// Reads a call's JSON arguments back, in order, for `executeDistributedTarget`.
public struct ClusterInvocationDecoder: DistributedTargetInvocationDecoder {
    public typealias SerializationRequirement = any Codable

    let arguments: [String]
    var next = 0

    init(arguments: [String]) { self.arguments = arguments }

    public mutating func decodeGenericSubstitutions() throws -> [Any.Type] { [] }

    public mutating func decodeNextArgument<Argument: Codable>() throws -> Argument {
        guard next < arguments.count else {
            throw ClusterError.rejected(
                code: "badArguments", message: "expected more than \(arguments.count) arguments")
        }
        defer { next += 1 }
        do {
            return try JSONDecoder().decode(Argument.self, from: Data(arguments[next].utf8))
        } catch {
            throw ClusterError.rejected(
                code: "badArguments", message: "argument \(next + 1) is not a \(Argument.self): \(error)")
        }
    }

    public mutating func decodeErrorType() throws -> Any.Type? { nil }

    public mutating func decodeReturnType() throws -> Any.Type? { nil }
}

/// Turns a local execution's outcome into the reply envelope sent back to the caller.
public struct ClusterResultHandler: DistributedTargetInvocationResultHandler {
    public typealias SerializationRequirement = any Codable

    let respond: @Sendable (Envelope) async -> Void
    let id: UUID

    public func onReturn<Success: Codable>(value: Success) async throws {
        var reply = Envelope(kind: .reply)
        reply.id = id
        do {
            reply.result = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        } catch {
            await respond(.error("badResult", "the result could not be encoded: \(error)", id: id))
            return
        }
        await respond(reply)
    }

    public func onReturnVoid() async throws {
        var reply = Envelope(kind: .reply)
        reply.id = id
        await respond(reply)
    }

    public func onThrow<Err: Error>(error: Err) async throws {
        var reply = Envelope(kind: .reply)
        reply.id = id
        reply.failure = Envelope.Failure(
            code: "thrown", type: String(reflecting: type(of: error as Any)), message: "\(error)")
        await respond(reply)
    }
}
