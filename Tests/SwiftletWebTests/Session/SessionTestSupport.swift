import Foundation
import Logging
@_spi(SwiftletHost) import SwiftletTesting

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// The frame stream of a session ended before the frame a test waited for.
struct EndOfFrames: Error {}

/// The next frame `session` sends, within 60 s.
@MainActor
func nextFrame(_ session: WebSession) async throws -> String {
    let frames = session.frames
    return try await withTimeout(.seconds(60)) {
        guard let frame = await frames.first(where: { _ in true }) else { throw EndOfFrames() }
        return frame
    }
}

/// A session registry for tests: pending sessions wait an hour, the default limits.
@MainActor
func makeTestRegistry() -> SessionRegistry {
    SessionRegistry(
        pendingTimeout: .seconds(3600), clock: ContinuousClock(), limits: .init(), logger: Logger(label: "test"))
}
