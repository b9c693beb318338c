import Foundation

/// One line of `POST /sky/scan`'s NDJSON answer: exactly one of the fields is set.
///
/// The route writes a `progress` line for every change of the indicators, `log` lines, and ends
/// with one `summary` line, or an `error` line when the scan failed after the answer started.
public struct SkyScanLine: Codable, Sendable, Equatable {
    public var progress: ScanProgress?
    public var log: String?
    public var summary: ScanSummary?
    public var error: String?

    public init(progress: ScanProgress? = nil, log: String? = nil, summary: ScanSummary? = nil, error: String? = nil) {
        self.progress = progress
        self.log = log
        self.summary = summary
        self.error = error
    }

    /// The line for a scan event.
    public init(_ event: ScanEvent) {
        switch event {
        case .progress(let progress): self.init(progress: progress)
        case .log(let line): self.init(log: line)
        }
    }
}

/// The body `POST /sky/scan` accepts (all optional; an empty body is a default scan).
public struct SkyScanRequest: Codable, Sendable, Equatable {
    /// Tasks in the scan, 1 to ``maxTotal`` (default 20).
    public var total: Int?

    public init(total: Int? = nil) { self.total = total }

    /// The largest scan the route accepts.
    public static let maxTotal = 1000

    /// The request in `body` (empty: defaults). Throws ``SkyScanRequestError`` for anything else.
    public static func parse(_ body: Data) throws(SkyScanRequestError) -> SkyScanRequest {
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return SkyScanRequest() }
        let request: SkyScanRequest
        do {
            request = try JSONDecoder().decode(SkyScanRequest.self, from: body)
        } catch {
            throw SkyScanRequestError(#"The body must be empty or JSON like {"total": 20}."#)
        }
        if let total = request.total, !(1...maxTotal).contains(total) {
            throw SkyScanRequestError("total must be 1 to \(maxTotal).")
        }
        return request
    }
}

/// Why a `POST /sky/scan` body was refused (answered 400 with `{"error": message}`).
public struct SkyScanRequestError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
