import Dispatch
import Foundation
@_spi(SwiftletHost) import SwiftletUI
import Synchronization

/// What a reverse geocode found: the city the position is in (CoreLocation's `CLPlacemark`, reduced).
public struct Placemark: Sendable, Equatable {
    /// The city (`CLPlacemark.locality`).
    public var locality: String
    /// The country's name (`CLPlacemark.country`).
    public var country: String
    /// The ISO country code (`CLPlacemark.isoCountryCode`).
    public var isoCountryCode: String
    /// The position that was looked up.
    public var location: LocationFix
    /// Metres from the position to the city's centre.
    public var distance: Double
}

/// Why a reverse geocode gave no placemark.
public enum GeocodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No city lies within the geocoder's radius (`CLError.geocodeFoundNoResult`).
    case noResult
    /// ``ReverseGeocoder/cancelGeocode()`` ended the request (`CLError.geocodeCanceled`).
    case canceled
    /// The position is not a coordinate on Earth (not finite, or out of range).
    case invalidLocation

    public var description: String {
        switch self {
        case .noResult: "No addresses found"
        case .canceled: "The geocoding request was cancelled"
        case .invalidLocation: "The location isn't a valid position"
        }
    }
}

/// A callback-based reverse geocoder over the bundled world cities, shaped like CoreLocation's
/// `CLGeocoder`: ``reverseGeocodeLocation(_:completionHandler:)`` returns at once, and the
/// completion handler is called exactly once, later, on the geocoder's own serial queue (never
/// the caller's thread), after ``delay`` — as a geocoding service answers over the network.
///
/// A position within ``radius`` (50 km) of a city gives that city's placemark; otherwise the handler
/// gets ``GeocodingError/noResult``; an invalid position ``GeocodingError/invalidLocation``;
/// ``cancelGeocode()`` answers every request still waiting with ``GeocodingError/canceled``.
/// Safe to use from any thread.
public final class ReverseGeocoder: Sendable {
    /// The completion handler: placemarks (one: the city) or an error.
    public typealias CompletionHandler = @Sendable ([Placemark]?, (any Error)?) -> Void

    /// How long each answer takes.
    public let delay: Duration
    /// How far from a city a position may be and still be placed in it, in metres.
    public let radius: Double
    private let cities: WorldCities
    private let queue = DispatchQueue(label: "swiftlet.blabber.geocoder")
    /// Requests waiting for their answer, by number; the `Mutex` guards short insertions and removals.
    private let waiting = Mutex<[Int: CompletionHandler]>([:])
    private let nextRequest = Atomic<Int>(0)

    /// A geocoder answering after `delay` (200 ms by default) with the city (``WorldCities/city(latitude:longitude:within:)``) within `radius`
    /// metres (50 km by default) of `cities`.
    public init(delay: Duration = .milliseconds(200), radius: Double = 50_000, cities: WorldCities = .shared) {
        self.delay = delay
        self.radius = radius
        self.cities = cities
    }

    /// Looks `location` up and calls `completionHandler` once, on the geocoder's queue, after ``delay``.
    public func reverseGeocodeLocation(_ location: LocationFix, completionHandler: @escaping CompletionHandler) {
        let request = nextRequest.add(1, ordering: .relaxed).newValue
        waiting.withLock { $0[request] = completionHandler }
        let nanoseconds = delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000
        queue.asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: max(0, nanoseconds)))) { [self] in
            // Gone already when cancelled: cancelGeocode answered it.
            guard let handler = waiting.withLock({ $0.removeValue(forKey: request) }) else { return }
            let result = lookUp(location)
            handler(try? result.get(), result.failure)
        }
    }

    /// Ends every request still waiting: each handler gets ``GeocodingError/canceled`` (on the
    /// geocoder's queue, soon). Requests already answered are not affected.
    public func cancelGeocode() {
        let handlers = waiting.withLock { waiting -> [CompletionHandler] in
            defer { waiting.removeAll() }
            return Array(waiting.values)
        }
        guard !handlers.isEmpty else { return }
        queue.async {
            for handler in handlers { handler(nil, GeocodingError.canceled) }
        }
    }

    /// Requests waiting for their answer.
    public var pendingRequests: Int { waiting.withLock { $0.count } }

    private func lookUp(_ location: LocationFix) -> Result<[Placemark], GeocodingError> {
        guard WorldCities.isValid(latitude: location.latitude, longitude: location.longitude) else {
            return .failure(.invalidLocation)
        }
        guard
            let (city, distance) = cities.city(
                latitude: location.latitude, longitude: location.longitude, within: radius)
        else { return .failure(.noResult) }
        return .success([
            Placemark(
                locality: city.name, country: city.country, isoCountryCode: city.countryCode, location: location,
                distance: distance)
        ])
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
