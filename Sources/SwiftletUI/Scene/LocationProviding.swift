/// Whether the app may read the device's position, with CoreLocation's names.
public enum LocationAuthorization: String, Sendable, Hashable {
    /// The user has not been asked yet.
    case notDetermined
    /// Not allowed, and the user cannot change it.
    case restricted
    /// The user refused.
    case denied
    /// Allowed at any time.
    case authorizedAlways
    /// Allowed while the app is in use.
    case authorizedWhenInUse

    /// True for the two authorised states.
    public var isAuthorized: Bool { self == .authorizedAlways || self == .authorizedWhenInUse }
}

/// One position report.
public struct LocationFix: Sendable, Equatable, CustomStringConvertible {
    /// Degrees north (negative: south).
    public var latitude: Double
    /// Degrees east (negative: west).
    public var longitude: Double
    /// The radius of uncertainty in metres, when known.
    public var accuracy: Double?

    public init(latitude: Double, longitude: Double, accuracy: Double? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.accuracy = accuracy
    }

    public var description: String {
        var text = "<\(latitude),\(longitude)>"
        if let accuracy { text += " +/- \(accuracy)m" }
        return text
    }
}

/// Why a position could not be read.
public struct LocationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the host reported, in words.
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The host's source of positions (`HostServices.location`). Called on the main actor; answers
/// arrive later (the browser host asks `navigator.geolocation` over the page's socket).
@MainActor
@_spi(SwiftletHost) public protocol LocationProviding: AnyObject {
    /// The authorisation as last known, without asking the user.
    var authorization: LocationAuthorization { get }
    /// Asks the user (if not asked yet) and returns the resulting authorisation. Cancelling the
    /// calling task returns the state as known.
    func requestAuthorization() async -> LocationAuthorization
    /// The current position. Throws `LocationError` when it cannot be read (denied, unavailable)
    /// and `CancellationError` when the calling task is cancelled or the host goes away.
    func currentLocation() async throws -> LocationFix
}
