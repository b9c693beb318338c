// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

/// Swiftlet: SwiftUI-style apps on Linux, built on Swift concurrency from the server to the pixels.
/// Every module has one job; see docs/ARCHITECTURE.md for the one-way data flow between them.
let package = Package(
    name: "Swiftlet",
    platforms: [.macOS(.v15)],
    products: [
        // `import SwiftUI`: SwiftletUI, SwiftletWeb's `App.main()`, Observation, Foundation and `#Preview`.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "SwiftletUI", targets: ["SwiftletUI"]),
        .library(name: "SwiftletTesting", targets: ["SwiftletTesting"]),
        .library(name: "SwiftletKit", targets: ["SwiftletKit"]),
        .library(name: "SwiftletWeb", targets: ["SwiftletWeb"]),
        .library(name: "SwiftletServer", targets: ["SwiftletServer"]),
        .library(name: "SwiftletImaging", targets: ["SwiftletImaging"]),
        .executable(name: "swiftlet", targets: ["swiftlet"]),
        // `swift run swiftlet-dev` in a package that depends on Swiftlet: build, run, watch, rebuild, reload.
        .executable(name: "swiftlet-dev", targets: ["swiftlet-dev"]),
    ],
    dependencies: [
        // One trait pinned: with both default traits SwiftPM orders the -D flags nondeterministically
        // and rebuilds Hummingbird on every other build.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        // Only for the `#Preview` macro (SwiftUIMacros); 603 is the release that matches Swift 6.3.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Pure-Swift image encoders (TIFF, baseline JPEG, PNG) for the server's generated assets.
        .target(name: "SwiftletImaging"),
        // The book server: routes, auth, storage (embedded SQLite or shared PostgreSQL), streaming,
        // throttling.
        .target(
            name: "SwiftletServer",
            dependencies: [
                "SwiftletImaging",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The declarative UI runtime and its update engine.
        .target(
            name: "SwiftletUI",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Collections", package: "swift-collections"),
            ]
        ),
        // `import SwiftUI`: re-exports SwiftletUI, SwiftletWeb, Observation and Foundation, and declares
        // `#Preview` (expanded by SwiftUIMacros, registered in SwiftletUI's PreviewRegistry).
        .target(
            name: "SwiftUI",
            dependencies: ["SwiftletUI", "SwiftletWeb", "SwiftUIMacros"]
        ),
        // The compiler plug-in behind `#Preview`.
        .macro(
            name: "SwiftUIMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // Test support: the headless host, timeouts, async-sequence expectations, a test server.
        .target(
            name: "SwiftletTesting",
            dependencies: ["SwiftletUI", .product(name: "Logging", package: "swift-log")]
        ),
        // The concurrency toolkit: HTTP lines/ranges/progress, image loader, auth, retry, bridges.
        .target(
            name: "SwiftletKit",
            dependencies: [
                "SwiftletUI",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The browser host: HTML rendering, sessions, the WebSocket frame protocol, the JS client.
        .target(
            name: "SwiftletWeb",
            dependencies: [
                "SwiftletUI",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Resources")]
        ),
        // SkyNet's transport: a distributed actor system over WebSockets on each node's own port.
        .target(
            name: "SwiftletCluster",
            dependencies: [
                // Only for its SHA-256 (the handshake's HMAC); SwiftletImaging depends on nothing.
                "SwiftletImaging",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The reference apps, written against SwiftletUI and SwiftletKit only.
        .target(
            name: "SwiftletApps",
            dependencies: [
                "SwiftletUI", "SwiftletKit", "SwiftletImaging",
                // LittleJohn's live sessions share one client with a pool sized for many open streams.
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
        // SkyNet: Sky's scan workers as distributed actors over SwiftletCluster.
        .target(
            name: "SwiftletSkyNet",
            dependencies: ["SwiftletApps", "SwiftletCluster", .product(name: "Logging", package: "swift-log")]
        ),
        // The `swiftlet` command: serve, and the terminal clients.
        .executableTarget(
            name: "swiftlet",
            dependencies: [
                "SwiftletServer", "SwiftletKit", "SwiftletWeb", "SwiftletApps", "SwiftletCluster", "SwiftletSkyNet",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The edit loop's pure parts: arguments, product choice, debouncing, compiler messages, events.
        .target(name: "SwiftletDev"),
        // `swiftlet-dev`: builds and runs a package's app, rebuilds on save, tells open tabs (docs/dev.md).
        .executableTarget(
            name: "swiftlet-dev",
            dependencies: [
                "SwiftletDev", "SwiftletWeb",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // `swift run -c release swiftlet-bench <suite>`: benchmarks that print figures (see BENCHMARKS.md).
        .executableTarget(
            name: "swiftlet-bench",
            dependencies: [
                "SwiftletServer", "SwiftletKit", "SwiftletWeb", "SwiftletApps", "SwiftletTesting", "SwiftletCluster",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Benchmarks/swiftlet-bench"
        ),
        // Test-only helpers for swift-clocks' TestClock (advance once a sleeper is registered).
        .target(
            name: "ClockTestSupport",
            dependencies: ["SwiftletTesting", .product(name: "Clocks", package: "swift-clocks")],
            path: "Tests/ClockTestSupport"
        ),
        .testTarget(name: "SwiftletImagingTests", dependencies: ["SwiftletImaging", "SwiftletTesting"]),
        .testTarget(
            name: "SwiftletServerTests",
            dependencies: [
                "SwiftletServer", "SwiftletTesting", "ClockTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
        .testTarget(name: "SwiftletDevTests", dependencies: ["SwiftletDev"]),
        .testTarget(
            name: "SwiftletUITests",
            dependencies: ["SwiftletUI", "SwiftletTesting", "SwiftUI"]
        ),
        .testTarget(
            name: "SwiftletKitTests",
            dependencies: [
                "SwiftletKit", "SwiftletTesting", "ClockTestSupport", "SwiftletServer",
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(
            name: "SwiftletAppsTests",
            dependencies: [
                "SwiftletApps", "SwiftletServer", "SwiftletTesting", "ClockTestSupport",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "SwiftletClusterTests",
            dependencies: [
                "SwiftletCluster", "SwiftletSkyNet", "SwiftletApps", "SwiftletTesting", "SwiftletWeb",
                "ClockTestSupport",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "SwiftletWebTests",
            dependencies: [
                "SwiftletWeb", "SwiftletApps", "SwiftletTesting", "SwiftletServer",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
    ]
)

// Fuzz targets (see RELIABILITY.md): they exist only when SWIFTLET_FUZZ is set, which only
// `scripts/fuzz` does: with `-sanitize=fuzzer -DSWIFTLET_LIBFUZZER` on the command line into
// `.build-fuzz` (libFuzzer), or without them into `.build` (`--slice`, the seeded driver that
// `scripts/test` runs). Users depending on Swiftlet never see them.
if Context.environment["SWIFTLET_FUZZ"] != nil {
    package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/Support"))
    let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
        ("fuzz-range", ["SwiftletServer"]),
        ("fuzz-keyless-query", ["SwiftletServer", .product(name: "HummingbirdCore", package: "hummingbird")]),
        ("fuzz-chat-json", ["SwiftletServer"]),
        ("fuzz-cli-chat", ["SwiftletServer"]),
        ("fuzz-auth-body", ["SwiftletServer"]),
        ("fuzz-client-message", ["SwiftletWeb"]),
        ("fuzz-web-event", ["SwiftletWeb", "SwiftletUI", .product(name: "Logging", package: "swift-log")]),
        (
            "fuzz-pipeline",
            [
                "SwiftletServer", "SwiftletWeb", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ]
    for target in fuzzTargets {
        package.targets.append(
            .executableTarget(
                name: target.name, dependencies: ["FuzzSupport"] + target.dependencies,
                path: "Fuzz/Targets/\(target.name)"))
    }
}
