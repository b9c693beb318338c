import Foundation

/// What the dev tool tells open tabs over its control endpoint (Server-Sent Events, docs/dev.md).
public enum DevEvent: Sendable, Equatable {
    /// A change was seen; a build started.
    case building
    /// The build failed with these errors; the old app keeps running.
    case failed([CompilerMessage])
    /// A new app is answering: reload.
    case reloaded
    /// The app stopped on its own (it crashed or exited): the last lines it wrote.
    case stopped(String)

    /// The event's name on the wire.
    public var name: String {
        switch self {
        case .building: "building"
        case .failed: "failed"
        case .reloaded: "reloaded"
        case .stopped: "stopped"
        }
    }

    /// The event as Server-Sent Events text: `event: NAME`, one `data:` line of JSON, a blank line.
    ///
    /// The JSON is `{}` for `building`/`reloaded`, `{"messages":[{file,line,column,text}…]}` for
    /// `failed` and `{"text":…}` for `stopped`; JSON escaping keeps each on one line.
    public var serverSentEvent: String {
        "event: \(name)\ndata: \(json)\n\n"
    }

    private var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data?
        switch self {
        case .building, .reloaded: return "{}"
        case .failed(let messages): data = try? encoder.encode(["messages": messages])
        case .stopped(let text): data = try? encoder.encode(["text": text])
        }
        return data.flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }
}

/// The terminal line for one rebuild: `rebuilt Counter in 4.2 s, restarted in 0.3 s`.
public func rebuildLine(product: String, build: Duration, restart: Duration) -> String {
    "rebuilt \(product) in \(formattedSeconds(build)), restarted in \(formattedSeconds(restart))"
}

/// `4.2 s`: a duration in seconds with one decimal.
public func formattedSeconds(_ duration: Duration) -> String {
    let tenths = (duration / .milliseconds(100)).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10) s"
}
