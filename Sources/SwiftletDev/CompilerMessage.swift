/// One error of a failed build, as the tabs' overlay shows it.
public struct CompilerMessage: Sendable, Equatable, Codable {
    /// The source file's path (empty for an error without a location, such as a manifest error).
    public var file: String
    /// The 1-based line, 0 without a location.
    public var line: Int
    /// The 1-based column, 0 without a location.
    public var column: Int
    /// The compiler's text.
    public var text: String

    /// A message at `file:line:column`.
    public init(file: String, line: Int, column: Int, text: String) {
        self.file = file
        self.line = line
        self.column = column
        self.text = text
    }

    /// `File.swift:12:5: text`, or the text alone without a location.
    public var summary: String {
        file.isEmpty ? text : "\(file):\(line):\(column): \(text)"
    }

    /// At most this many messages are kept from one build.
    public static let limit = 50

    /// The errors in a build's output: every `file:line:col: error: text` line, then (when there are
    /// none) every `error: text` line; duplicates once, escape sequences removed, at most ``limit``.
    public static func errors(inBuildOutput output: String) -> [CompilerMessage] {
        var withLocation: [CompilerMessage] = []
        var bare: [CompilerMessage] = []
        for rawLine in output.split(whereSeparator: \.isNewline) {
            let line = withoutEscapes(String(rawLine))
            if let message = located(line) {
                if !withLocation.contains(message) { withLocation.append(message) }
            } else if line.hasPrefix("error: ") {
                let message = CompilerMessage(file: "", line: 0, column: 0, text: String(line.dropFirst(7)))
                if !bare.contains(message) { bare.append(message) }
            }
            if withLocation.count >= limit { break }
        }
        return Array((withLocation.isEmpty ? bare : withLocation).prefix(limit))
    }

    /// `path:line:col: error: text` → a message; nil for anything else.
    static func located(_ line: String) -> CompilerMessage? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard location.count >= 3, let column = Int(location[location.count - 1]),
            let number = Int(location[location.count - 2])
        else { return nil }
        let file = location.dropLast(2).joined(separator: ":")
        guard !file.isEmpty else { return nil }
        return CompilerMessage(file: file, line: number, column: column, text: String(line[marker.upperBound...]))
    }

    /// Removes ANSI escape sequences (`ESC [ … letter`) that coloured output carries.
    static func withoutEscapes(_ line: String) -> String {
        guard line.contains("\u{1B}") else { return line }
        var result = ""
        var inEscape = false
        for scalar in line.unicodeScalars {
            if inEscape {
                if scalar.properties.isAlphabetic { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
