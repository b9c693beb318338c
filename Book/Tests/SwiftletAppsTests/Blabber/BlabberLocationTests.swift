import Foundation
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
@_spi(SwiftletHost) import SwiftletKit
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Synchronization
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
        // The geocoder answers at once (on its own queue): no real time in these tests.
        model.addressEncoder = AddressEncoder(geocoder: ReverseGeocoder(delay: .zero))
    }

    /// Runs the callback-based encoder in a continuation: the completion, on which thread it ran,
    /// and whether `addressFor` had returned before it.
    private static func encode(_ encoder: AddressEncoder, _ fix: LocationFix) async throws -> (
        address: String?, error: (any Error)?, onMainThread: Bool, returnedFirst: Bool
    ) {
        let returned = Mutex(false)
        return try await withTimeout(.seconds(180)) {
            await withCheckedContinuation { continuation in
                encoder.addressFor(location: fix) { address, error in
                    continuation.resume(
                        returning: (address, error, Thread.isMainThread, returned.withLock { $0 }))
                }
                returned.withLock { $0 = true }
            }
        }
    }

    @Test func theEncoderNamesTheNearestCityLaterOnAnotherThread() async throws {
        let encoder = AddressEncoder(geocoder: ReverseGeocoder(delay: .milliseconds(20)))
        let berlin = try await Self.encode(encoder, LocationFix(latitude: 52.52, longitude: 13.405))
        #expect(berlin.address == "Berlin, Germany (52.5200° N, 13.4050° E)")
        #expect(berlin.error == nil)
        #expect(berlin.returnedFirst, "the completion runs after addressFor returned")
        #expect(!berlin.onMainThread)
        let sydney = try await Self.encode(encoder, LocationFix(latitude: -33.8688, longitude: 151.20931))
        #expect(sydney.address == "Sydney, Australia (33.8688° S, 151.2093° E)")
    }

    @Test func farFromAnyCityTheAddressIsTheCoordinatesWithNoAddressesFound() async throws {
        let encoder = AddressEncoder(geocoder: ReverseGeocoder(delay: .zero))
        let ocean = try await Self.encode(encoder, LocationFix(latitude: 0, longitude: -30))
        #expect(ocean.address == "0.0000° N, 30.0000° W")
        #expect(ocean.error as? GeocodingError == .noResult)
        #expect(ocean.error.map(String.init(describing:)) == "No addresses found")
    }

    @Test func anInvalidPositionGivesNoAddressAndAnError() async throws {
        let encoder = AddressEncoder(geocoder: ReverseGeocoder(delay: .zero))
        for fix in [
            LocationFix(latitude: .nan, longitude: 0), LocationFix(latitude: 91, longitude: 0),
            LocationFix(latitude: 0, longitude: -180.5), LocationFix(latitude: 0, longitude: .infinity),
        ] {
            let answer = try await Self.encode(encoder, fix)
            #expect(answer.address == nil)
            #expect(answer.error as? GeocodingError == .invalidLocation)
        }
    }

    @Test func cancelGeocodeAnswersTheWaitingRequestOnceWithCancellation() async throws {
        let geocoder = ReverseGeocoder(delay: .seconds(600))
        let calls = Mutex(0)
        let answer = try await withTimeout(.seconds(180)) {
            await withCheckedContinuation { (continuation: CheckedContinuation<(any Error)?, Never>) in
                geocoder.reverseGeocodeLocation(LocationFix(latitude: 48.8566, longitude: 2.3522)) { _, error in
                    calls.withLock { $0 += 1 }
                    continuation.resume(returning: error)
                }
                #expect(geocoder.pendingRequests == 1)
                geocoder.cancelGeocode()
                geocoder.cancelGeocode()
            }
        }
        #expect(answer as? GeocodingError == .canceled)
        #expect(geocoder.pendingRequests == 0)
        #expect(calls.withLock { $0 } == 1)
    }

    @Test func anAuthorisedPositionIsSaid() async throws {
        model.locationProvider = FakeLocation(
            authorization: .authorizedWhenInUse, answer: .success(LocationFix(latitude: 52.52, longitude: 13.405)))
        try await model.shareLocation()
        let said = await transport.all().compactMap(\.roomMessage)
        #expect(said.map(\.message) == ["📍 Berlin, Germany (52.5200° N, 13.4050° E)"])
        #expect(said.first?.user == "test")
    }

    @Test func aDeniedPermissionIsAnErrorAndNothingIsSaid() async throws {
        model.locationProvider = FakeLocation(authorization: .denied, answer: .failure(LocationError("denied")))
        await #expect(throws: BlabberError("The app isn't authorized to use location data")) {
            try await model.shareLocation()
        }
        #expect(await transport.all().isEmpty)
    }

    @Test func farFromAnyCityTheCoordinatesAreSaidAndTheErrorLogged() async throws {
        let logged = Mutex<[String]>([])
        model.log = { line in logged.withLock { $0.append(line) } }
        model.locationProvider = FakeLocation(
            authorization: .authorizedWhenInUse, answer: .success(LocationFix(latitude: -45, longitude: -120)))
        try await model.shareLocation()
        #expect(await transport.all().compactMap(\.roomMessage?.message) == ["📍 45.0000° S, 120.0000° W"])
        #expect(logged.withLock { $0 } == ["Blabber: No addresses found"])
    }

    @Test func aPositionNotOnEarthIsRefusedLikeADeniedOneAndNothingIsSaid() async throws {
        for fix in [LocationFix(latitude: .nan, longitude: 0), LocationFix(latitude: 0, longitude: 200)] {
            let model = BlabberModel(
                server: URL(string: "http://localhost:8080")!, client: WebClient(transport: transport))
            model.username = "test"
            model.locationProvider = FakeLocation(authorization: .authorizedWhenInUse, answer: .success(fix))
            await #expect(throws: GeocodingError.invalidLocation) { try await model.shareLocation() }
        }
        #expect(GeocodingError.invalidLocation.description == "The location isn't a valid position")
        #expect(await transport.all().isEmpty)
    }

    @Test func cancellingTheCallerWhileTheGeocoderWorksCancelsTheLookup() async throws {
        let geocoder = ReverseGeocoder(delay: .seconds(600))
        model.addressEncoder = AddressEncoder(geocoder: geocoder)
        model.locationProvider = FakeLocation(
            authorization: .authorizedWhenInUse, answer: .success(LocationFix(latitude: 52.52, longitude: 13.405)))
        let sharing = Task { try await model.shareLocation() }
        try await withTimeout(.seconds(180)) {
            while geocoder.pendingRequests == 0 { try await Task.sleep(for: .milliseconds(1)) }
        }
        sharing.cancel()
        await #expect(throws: CancellationError.self) { try await sharing.value }
        #expect(geocoder.pendingRequests == 0)
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
        // (1° N, 2° E is in the Gulf of Guinea, far from any city: the coordinates alone.)
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
