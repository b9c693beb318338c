/// An error Blabber shows as text (the book's string errors): `description` is the alert's message.
public struct BlabberError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}

extension BlabberError {
    /// The text an alert shows for `error`.
    static func message(for error: any Error) -> String {
        String(describing: error)
    }
}
