@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@MainActor
private final class ScriptedLocation: LocationProviding {
    var authorization: LocationAuthorization
    let answerOnRequest: LocationAuthorization
    let fix: Result<LocationFix, LocationError>

    init(
        authorization: LocationAuthorization, answerOnRequest: LocationAuthorization,
        fix: Result<LocationFix, LocationError>
    ) {
        self.authorization = authorization
        self.answerOnRequest = answerOnRequest
        self.fix = fix
    }

    func requestAuthorization() async -> LocationAuthorization {
        await Task.yield()
        authorization = answerOnRequest
        return authorization
    }

    func currentLocation() async throws -> LocationFix {
        await Task.yield()
        return try fix.get()
    }
}

@MainActor
private final class RecordingDelegate: LocationManagerDelegate {
    var events: [String] = []

    func locationManagerDidChangeAuthorization(_ manager: LocationManager) {
        events.append("authorization \(manager.authorizationStatus.rawValue)")
    }

    func locationManager(_ manager: LocationManager, didUpdateLocations locations: [LocationFix]) {
        events.append("locations \(locations)")
    }

    func locationManager(_ manager: LocationManager, didFailWithError error: any Error) {
        events.append("failure \(error)")
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct LocationManagerTests {
    private func waitFor(_ delegate: RecordingDelegate, count: Int) async throws {
        try await withTimeout(.seconds(60)) { @MainActor in
            while delegate.events.count < count { await Task.yield() }
        }
    }

    @Test func callbacksArriveLaterOnTheDelegate() async throws {
        let provider = ScriptedLocation(
            authorization: .notDetermined, answerOnRequest: .authorizedWhenInUse,
            fix: .success(LocationFix(latitude: 1, longitude: 2)))
        let manager = LocationManager(provider: provider)
        let delegate = RecordingDelegate()
        manager.delegate = delegate
        #expect(manager.authorizationStatus == .notDetermined)
        manager.requestWhenInUseAuthorization()
        #expect(delegate.events.isEmpty)
        try await waitFor(delegate, count: 1)
        #expect(delegate.events == ["authorization authorizedWhenInUse"])
        manager.startUpdatingLocation()
        try await waitFor(delegate, count: 2)
        #expect(delegate.events.last == "locations [<1.0,2.0>]")
    }

    @Test func failuresAndMissingProvidersReachTheDelegate() async throws {
        let provider = ScriptedLocation(
            authorization: .authorizedWhenInUse, answerOnRequest: .authorizedWhenInUse,
            fix: .failure(LocationError("no signal")))
        let manager = LocationManager(provider: provider)
        let delegate = RecordingDelegate()
        manager.delegate = delegate
        manager.startUpdatingLocation()
        try await waitFor(delegate, count: 1)
        #expect(delegate.events == ["failure no signal"])

        let nowhere = LocationManager(provider: nil)
        let other = RecordingDelegate()
        nowhere.delegate = other
        #expect(nowhere.authorizationStatus == .restricted)
        nowhere.requestWhenInUseAuthorization()
        try await waitFor(other, count: 1)
        #expect(other.events == ["authorization restricted"])
    }

    @Test func stoppingBeforeTheAnswerDeliversNothing() async throws {
        let provider = ScriptedLocation(
            authorization: .authorizedWhenInUse, answerOnRequest: .authorizedWhenInUse,
            fix: .success(LocationFix(latitude: 1, longitude: 2)))
        let manager = LocationManager(provider: provider)
        let delegate = RecordingDelegate()
        manager.delegate = delegate
        manager.startUpdatingLocation()
        manager.stopUpdatingLocation()
        for _ in 0..<50 { await Task.yield() }
        #expect(delegate.events.isEmpty)
    }
}
