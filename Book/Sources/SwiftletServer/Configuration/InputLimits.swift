/// The largest inputs the server accepts; larger ones get a 400 or 413 with a JSON error.
public struct InputLimits: Sendable, Equatable {
    /// Largest request body, in bytes (413 above).
    public var maxBodyBytes: Int
    /// Longest chat text, in characters (400 above).
    public var maxMessageCharacters: Int
    /// Accepted lengths of a user name, in characters (400 outside).
    public var userNameCharacters: ClosedRange<Int>

    /// Limits with the given values; the defaults are 16 KiB, 4,096 characters and 1…64.
    public init(
        maxBodyBytes: Int = 16 * 1024,
        maxMessageCharacters: Int = 4096,
        userNameCharacters: ClosedRange<Int> = 1...64
    ) {
        self.maxBodyBytes = maxBodyBytes
        self.maxMessageCharacters = maxMessageCharacters
        self.userNameCharacters = userNameCharacters
    }
}
