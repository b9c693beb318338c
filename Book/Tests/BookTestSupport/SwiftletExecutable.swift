import Foundation

/// The built `swiftlet` executable for tests that spawn it: `SWIFTLET_BINARY` when set, else the one
/// beside the test bundle (built by `swift build --build-tests`), else `.build/debug/swiftlet` of
/// the book package; `nil` when none exists.
public func swiftletExecutable() -> URL? {
    if let path = ProcessInfo.processInfo.environment["SWIFTLET_BINARY"] {
        return URL(fileURLWithPath: path)
    }
    // Book/Tests/BookTestSupport/SwiftletExecutable.swift → Book/
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let candidates = [
        Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("swiftlet"),
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("swiftlet"),
        checkout.appendingPathComponent(".build/debug/swiftlet"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
