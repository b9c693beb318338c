import Foundation

/// The parsers for what clients send in request bodies and queries, apart from the request, so the
/// routes and the fuzz targets (`Fuzz/`, see RELIABILITY.md) run the same code. Each one either
/// returns a value within `limits` or throws a ``BookError`` with status 400; none traps.
package enum BookInput {
    /// A user name from a query or body: present and within `limits.userNameCharacters`.
    package static func userName(_ name: String?, limits: InputLimits) throws(BookError) -> String {
        guard let name else {
            throw BookError(.badRequest, "A user name is required, e.g. ?marin.")
        }
        let range = limits.userNameCharacters
        guard range.contains(name.count) else {
            throw BookError(
                .badRequest, "A user name must be \(range.lowerBound) to \(range.upperBound) characters long.")
        }
        return name
    }

    /// Throws 400 when a chat text is longer than `limits.maxMessageCharacters`.
    package static func checkMessageLength(_ text: String, limits: InputLimits) throws(BookError) {
        let limit = limits.maxMessageCharacters
        guard text.count <= limit else {
            throw BookError(.badRequest, "A message must be at most \(limit) characters long.")
        }
    }

    /// A `POST /chat/say` body: a JSON ``ChatMessage`` whose user (when present) and text are valid.
    package static func chatMessage(_ body: Data, limits: InputLimits) throws(BookError) -> ChatMessage {
        let message: ChatMessage
        do {
            message = try JSONDecoder().decode(ChatMessage.self, from: body)
        } catch {
            throw BookError(.badRequest, "The body is not a chat message (id, message and date are required).")
        }
        if message.user != nil {
            _ = try userName(message.user, limits: limits)
        }
        try checkMessageLength(message.message, limits: limits)
        return message
    }

    /// A `POST /cli/say` body: non-empty UTF-8 text within the message length, with no control
    /// character (see ``checkNoControlCharacters(_:in:)``).
    package static func cliText(_ body: Data, limits: InputLimits) throws(BookError) -> String {
        guard let text = String(validating: body, as: UTF8.self), !text.isEmpty else {
            throw BookError(.badRequest, "The body must be non-empty UTF-8 text.")
        }
        try checkMessageLength(text, limits: limits)
        try checkNoControlCharacters(text, in: "A message")
        return text
    }

    /// A `/cli/chat?<user>` name: a valid ``userName(_:limits:)`` with no control character.
    package static func cliUserName(_ name: String?, limits: InputLimits) throws(BookError) -> String {
        let name = try userName(name, limits: limits)
        try checkNoControlCharacters(name, in: "A user name")
        return name
    }

    /// Throws 400 when `text` holds a control character (U+0000–U+001F, U+007F–U+009F: line breaks,
    /// tabs, terminal escapes) or a line or paragraph separator. The plain-text room sends its
    /// entries to every reader as CRLF-separated lines, so such a character would forge entries or
    /// drive readers' terminals. `what` names the value in the error, e.g. "A message".
    package static func checkNoControlCharacters(_ text: String, in what: String) throws(BookError) {
        let forbidden = text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
        if forbidden {
            throw BookError(
                .badRequest, "\(what) must not contain control characters (line breaks, tabs, escapes).")
        }
    }

    /// A `POST /auth/login` body `{"user": NAME}`: the valid user name.
    package static func loginUser(_ body: Data, limits: InputLimits) throws(BookError) -> String {
        struct LoginBody: Decodable { var user: String }
        let decoded: LoginBody
        do {
            decoded = try JSONDecoder().decode(LoginBody.self, from: body)
        } catch {
            throw BookError(.badRequest, #"The body must be JSON like {"user": "marin"}."#)
        }
        return try userName(decoded.user, limits: limits)
    }

    /// A `POST /auth/refresh` body `{"refreshToken": SECRET}`: the token as sent.
    package static func refreshToken(_ body: Data) throws(BookError) -> String {
        struct RefreshBody: Decodable { var refreshToken: String }
        do {
            return try JSONDecoder().decode(RefreshBody.self, from: body).refreshToken
        } catch {
            throw BookError(.badRequest, #"The body must be JSON like {"refreshToken": "..."}."#)
        }
    }
}
