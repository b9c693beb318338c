import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// Turns a position into the text Blabber shares, with a callback, as the book's `AddressEncoder`
/// does over `CLGeocoder` (chapter 5).
///
/// ``addressFor(location:completion:)`` returns at once; the completion is called exactly once,
/// later, on the geocoder's queue (another thread), with:
/// - `("Berlin, Germany (52.5200° N, 13.4050° E)", nil)` when a city lies within 50 km;
/// - `("52.5200° N, 13.4050° E", GeocodingError.noResult)` far from any city: the coordinates, and
///   the geocoder's `No addresses found` for the caller to log;
/// - `(nil, GeocodingError.invalidLocation)` for a position that is not finite or out of range;
/// - `(nil, CancellationError())` when ``cancel()`` ended the request.
public struct AddressEncoder: Sendable {
    /// The callback-based geocoder doing the lookup.
    public let geocoder: ReverseGeocoder

    /// An encoder over `geocoder` (the bundled world cities, answering after 200 ms, by default).
    public init(geocoder: ReverseGeocoder = ReverseGeocoder()) {
        self.geocoder = geocoder
    }

    /// Calls `completion` once, on the geocoder's queue, with the address of `location` and/or an error.
    public func addressFor(location: LocationFix, completion: @escaping @Sendable (String?, (any Error)?) -> Void) {
        geocoder.reverseGeocodeLocation(location) { placemarks, error in
            switch (placemarks?.first, error) {
            case (let place?, _):
                completion("\(place.locality), \(place.country) (\(Self.format(location)))", nil)
            case (nil, GeocodingError.noResult?):
                completion(Self.format(location), GeocodingError.noResult)
            case (nil, GeocodingError.canceled?):
                completion(nil, CancellationError())
            case (nil, let error):
                completion(nil, error)
            }
        }
    }

    /// Ends the requests in flight: their completions get `CancellationError`.
    public func cancel() {
        geocoder.cancelGeocode()
    }

    /// `52.5200° N, 13.4050° E`: four decimals, hemisphere letters instead of signs.
    static func format(_ location: LocationFix) -> String {
        func part(_ value: Double, _ positive: String, _ negative: String) -> String {
            let rounded = (abs(value) * 10_000).rounded() / 10_000
            let whole = Int(rounded)
            let fraction = Int(((rounded - Double(whole)) * 10_000).rounded())
            let digits = String(fraction)
            let padded = String(repeating: "0", count: 4 - digits.count) + digits
            return "\(whole).\(padded)° \(value < 0 && rounded != 0 ? negative : positive)"
        }
        return part(location.latitude, "N", "S") + ", " + part(location.longitude, "E", "W")
    }
}
