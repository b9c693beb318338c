/// The browser's answer about its position (`{"ev":"geo",...}`): the permission state, and for a
/// request the position or why there is none.
@_spi(SwiftletHost) public struct GeolocationReply: Sendable, Equatable {
    /// The request answered; `nil` for a permission report sent on its own.
    public var request: Int?
    /// `granted`, `denied` or `prompt` (the Permissions API's words), when known.
    public var permission: String?
    /// The position, when the request succeeded.
    public var latitude: Double?
    public var longitude: Double?
    public var accuracy: Double?
    /// The browser's reason when there is no position.
    public var message: String?

    public init(
        request: Int? = nil, permission: String? = nil, latitude: Double? = nil, longitude: Double? = nil,
        accuracy: Double? = nil, message: String? = nil
    ) {
        self.request = request
        self.permission = permission
        self.latitude = latitude
        self.longitude = longitude
        self.accuracy = accuracy
        self.message = message
    }
}

/// What the server asks the browser's geolocation for.
@_spi(SwiftletHost) public enum GeolocationOperation: String, Sendable, Equatable {
    /// Ask for permission (the browser may prompt) and report the resulting state.
    case authorize
    /// Read the current position.
    case locate
}
