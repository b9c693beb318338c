import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// Answers one location request with a checked continuation, exactly once (book §2.3, chapter 5).
///
/// On init it becomes the manager's delegate and asks for permission. Authorised → start updates;
/// not determined → keep waiting; anything else → `The app isn't authorized to use location data`.
/// The first position resumes with it (one that is not finite or out of range with
/// ``GeocodingError/invalidLocation``), a failure with its error; afterwards the continuation is
/// dropped so nothing resumes twice. If the delegate goes away still holding the continuation (a
/// newer request replaced it, or the request was cancelled), its deinit resumes it with
/// `CancellationError`, so the continuation never leaks.
@MainActor
final class ChatLocationDelegate: LocationManagerDelegate {
    typealias LocationContinuation = CheckedContinuation<LocationFix, any Error>
    private var continuation: LocationContinuation?

    init(manager: LocationManager, continuation: LocationContinuation) {
        self.continuation = continuation
        manager.delegate = self
        manager.requestWhenInUseAuthorization()
    }

    func locationManagerDidChangeAuthorization(_ manager: LocationManager) {
        switch manager.authorizationStatus {
        case .notDetermined:
            break
        case .authorizedAlways, .authorizedWhenInUse:
            manager.startUpdatingLocation()
        default:
            resume(with: .failure(BlabberError("The app isn't authorized to use location data")))
        }
    }

    func locationManager(_ manager: LocationManager, didUpdateLocations locations: [LocationFix]) {
        guard let location = locations.first else { return }
        // A position that is not on Earth (NaN, or out of range, from a broken or hostile client)
        // is refused like a denied permission.
        guard WorldCities.isValid(latitude: location.latitude, longitude: location.longitude) else {
            resume(with: .failure(GeocodingError.invalidLocation))
            return
        }
        resume(with: .success(location))
    }

    func locationManager(_ manager: LocationManager, didFailWithError error: any Error) {
        resume(with: .failure(error))
    }

    private func resume(with result: Result<LocationFix, any Error>) {
        continuation?.resume(with: result)
        continuation = nil
    }

    deinit {
        continuation?.resume(throwing: CancellationError())
    }
}
