@_spi(SwiftletHost) import SwiftletUI

/// The browser's `navigator.geolocation` as a `LocationProviding`, for one session.
///
/// Each request is a `geo` frame to the page, answered by a `geo` event with the same request
/// number. The permission state arrives on its own when the socket opens (and when it changes).
/// Requests still waiting when the session closes, or whose task is cancelled, throw
/// `CancellationError`. Main actor, like the session.
@MainActor
final class BrowserLocation: LocationProviding {
    private(set) var authorization = LocationAuthorization.notDetermined
    private var nextRequest = 1
    private var pending: [Int: CheckedContinuation<GeolocationReply, any Error>] = [:]
    private let send: (ServerFrame) -> Void
    private var isClosed = false

    /// A provider that sends its requests with `send`.
    init(send: @escaping (ServerFrame) -> Void) { self.send = send }

    func requestAuthorization() async -> LocationAuthorization {
        guard authorization == .notDetermined else { return authorization }
        if let reply = try? await ask(.authorize) { record(reply) }
        return authorization
    }

    func currentLocation() async throws -> LocationFix {
        let reply = try await ask(.locate)
        record(reply)
        guard let latitude = reply.latitude, let longitude = reply.longitude else {
            if reply.permission == "denied" { throw LocationError("The browser denied access to the location.") }
            throw LocationError(
                reply.message.map { "The location is not available: \($0)" } ?? "The location is not available.")
        }
        return LocationFix(latitude: latitude, longitude: longitude, accuracy: reply.accuracy)
    }

    /// A `geo` event from the page: an answer to a request, or a permission report.
    func receive(_ reply: GeolocationReply) {
        if let request = reply.request {
            pending.removeValue(forKey: request)?.resume(returning: reply)
        } else {
            record(reply)
        }
    }

    /// Ends every waiting request with `CancellationError`; later requests fail at once.
    func close() {
        isClosed = true
        let waiting = pending
        pending.removeAll()
        for continuation in waiting.values { continuation.resume(throwing: CancellationError()) }
    }

    private func record(_ reply: GeolocationReply) {
        switch reply.permission {
        case "granted": authorization = .authorizedWhenInUse
        case "denied": authorization = .denied
        case "prompt": authorization = .notDetermined
        default: break
        }
    }

    private func ask(_ operation: GeolocationOperation) async throws -> GeolocationReply {
        let request = nextRequest
        nextRequest += 1
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard !isClosed, !Task.isCancelled else {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                pending[request] = continuation
                send(.geolocation(request: request, operation: operation))
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.cancel(request) }
        }
    }

    private func cancel(_ request: Int) {
        pending.removeValue(forKey: request)?.resume(throwing: CancellationError())
    }
}
