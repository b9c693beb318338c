@_spi(SwiftletHost) import SwiftletUI

/// Receives a ``LocationManager``'s callbacks, as CoreLocation's delegate does. Main actor.
@MainActor
public protocol LocationManagerDelegate: AnyObject {
    /// The authorisation is known (after `requestWhenInUseAuthorization()`), changed or not.
    func locationManagerDidChangeAuthorization(_ manager: LocationManager)
    /// Positions arrived after `startUpdatingLocation()` (the newest last).
    func locationManager(_ manager: LocationManager, didUpdateLocations locations: [LocationFix])
    /// The position could not be read after `startUpdatingLocation()`.
    func locationManager(_ manager: LocationManager, didFailWithError error: any Error)
}

/// A delegate-based location manager with CoreLocation's shape, answered by the host's
/// ``LocationProviding`` (the browser host asks `navigator.geolocation`).
///
/// Callbacks are delivered later, on the main actor, to the delegate of that moment (held weakly).
/// The manager owns the tasks that wait for the host: `stopUpdatingLocation()` cancels the update,
/// and dropping the manager cancels both. Without a provider every request is answered with
/// `.restricted`.
@MainActor
public final class LocationManager {
    /// Receives the callbacks; held weakly.
    public weak var delegate: (any LocationManagerDelegate)?
    /// The authorisation as last known.
    public private(set) var authorizationStatus: LocationAuthorization

    private let provider: (any LocationProviding)?
    private var authorizationTask: Task<Void, Never>?
    private var updateTask: Task<Void, Never>?

    /// A manager reading positions from `provider` (`nil`: location is not available here).
    @_spi(SwiftletHost) public init(provider: (any LocationProviding)?) {
        self.provider = provider
        authorizationStatus = provider?.authorization ?? .restricted
    }

    /// Asks the host (and through it the user) for permission. Unlike CoreLocation, the delegate's
    /// `locationManagerDidChangeAuthorization(_:)` is always called once with the answer, even when
    /// the status did not change, so a delegate waiting for the answer always gets one.
    public func requestWhenInUseAuthorization() {
        authorizationTask?.cancel()
        authorizationTask = Task { [weak self] in
            let status = await self?.provider?.requestAuthorization() ?? .restricted
            guard let self, !Task.isCancelled else { return }
            self.authorizationStatus = status
            self.delegate?.locationManagerDidChangeAuthorization(self)
        }
    }

    /// Reads the current position and delivers it to `locationManager(_:didUpdateLocations:)`, or the
    /// failure to `locationManager(_:didFailWithError:)`. One delivery per call; a call while one is
    /// in flight replaces it.
    public func startUpdatingLocation() {
        updateTask?.cancel()
        updateTask = Task { [weak self] in
            guard let provider = self?.provider else {
                self?.deliver(.failure(LocationError("Location is not available.")))
                return
            }
            let result: Result<LocationFix, any Error>
            do {
                result = .success(try await provider.currentLocation())
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled else { return }
            self?.deliver(result)
        }
    }

    /// Stops a position request in flight; no callback follows.
    public func stopUpdatingLocation() {
        updateTask?.cancel()
        updateTask = nil
    }

    private func deliver(_ result: Result<LocationFix, any Error>) {
        switch result {
        case .success(let fix): delegate?.locationManager(self, didUpdateLocations: [fix])
        case .failure(let error): delegate?.locationManager(self, didFailWithError: error)
        }
    }

    deinit {
        authorizationTask?.cancel()
        updateTask?.cancel()
    }
}
