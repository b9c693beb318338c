import Foundation
import SwiftletApps
import SwiftletKit
import SwiftletTesting
import SwiftletUI
import Testing

/// A location source whose answer the test releases by hand, to hold a request open.
@MainActor
private final class HeldLocation: LocationProviding {
    var authorization = LocationAuthorization.authorizedWhenInUse
    private var waiting: [CheckedContinuation<LocationFix, any Error>] = []

    func requestAuthorization() async -> LocationAuthorization { authorization }

    func currentLocation() async throws -> LocationFix {
        try await withCheckedThrowingContinuation { waiting.append($0) }
    }

    var pending: Int { waiting.count }

    func answerAll(_ fix: LocationFix) {
        let all = waiting
        waiting.removeAll()
        for continuation in all { continuation.resume(returning: fix) }
    }
}

/// Location sharing (book §2.3, chapter 5): checked continuations resumed exactly once.
@MainActor
@Suite(.timeLimit(.minutes(4))) struct BlabberLocationTests {
    private let transport = CapturingTransport()
    private let model: BlabberModel

    init() {
        model = BlabberModel(server: URL(string: "http://localhost:8080")!, client: WebClient(transport: transport))
        model.username = "test"
    }

    @Test func theAddressIsTheFormattedCoordinates() {
        var text: String?
        AddressEncoder().addressFor(location: LocationFix(latitude: 52.52, longitude: 13.405)) { address, _ in
            text = address
        }
        #expect(text == "52.5200° N, 13.4050° E")
        AddressEncoder().addressFor(location: LocationFix(latitude: -33.8688, longitude: -151.20931)) { address, _ in
            text = address
        }
        #expect(text == "33.8688° S, 151.2093° W")
    }

    @Test func anAuthorisedPositionIsSaid() async throws {
        model.locationProvider = FakeLocation(
            authorization: .authorizedWhenInUse, answer: .success(LocationFix(latitude: 52.52, longitude: 13.405)))
        try await model.shareLocation()
        let said = await transport.all().compactMap(\.roomMessage)
        #expect(said.map(\.message) == ["📍 52.5200° N, 13.4050° E"])
        #expect(said.first?.user == "test")
    }

    @Test func aDeniedPermissionIsAnErrorAndNothingIsSaid() async throws {
        model.locationProvider = FakeLocation(authorization: .denied, answer: .failure(LocationError("denied")))
        await #expect(throws: BlabberError("The app isn't authorized to use location data")) {
            try await model.shareLocation()
        }
        #expect(await transport.all().isEmpty)
    }

    @Test func aPositionWithoutAnAddressFailsWithAddressEncodingFailed() async throws {
        model.locationProvider = FakeLocation(
            authorization: .authorizedWhenInUse, answer: .success(LocationFix(latitude: .nan, longitude: 0)))
        await #expect(throws: BlabberError("Address encoding failed")) { try await model.shareLocation() }
        #expect(await transport.all().isEmpty)
    }

    @Test func aNewerRequestCancelsTheOneWaitingAndOnlyTheNewerSpeaks() async throws {
        let location = HeldLocation()
        model.locationProvider = location
        let first = Task { try await model.shareLocation() }
        try await withTimeout(.seconds(180)) { @MainActor in
            while location.pending == 0 { await Task.yield() }
        }
        // Replacing the delegate deinitialises the first one, which resumes it with CancellationError.
        let second = Task { try await model.shareLocation() }
        await #expect(throws: CancellationError.self) { try await first.value }
        try await withTimeout(.seconds(180)) { @MainActor in
            while location.pending == 0 { await Task.yield() }
        }
        location.answerAll(LocationFix(latitude: 1, longitude: 2))
        try await second.value
        #expect(await transport.all().compactMap(\.roomMessage?.message) == ["📍 1.0000° N, 2.0000° E"])
    }

    @Test func cancellingTheCallerResumesItWithCancellationError() async throws {
        let location = HeldLocation()
        model.locationProvider = location
        let sharing = Task { try await model.shareLocation() }
        try await withTimeout(.seconds(180)) { @MainActor in
            while location.pending == 0 { await Task.yield() }
        }
        sharing.cancel()
        await #expect(throws: CancellationError.self) { try await sharing.value }
        #expect(await transport.all().isEmpty)
    }
}
