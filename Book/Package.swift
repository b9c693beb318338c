// swift-tools-version:6.1
import PackageDescription

/// The book companion: the book server (every route, on embedded SQLite or shared PostgreSQL), the
/// concurrency toolkit, the image encoders, the cluster transport and SkyNet, every app of the
/// reference material, the `swiftlet` command (serve and the terminal clients), its benchmarks and
/// fuzz targets. It depends on the framework, the package one folder up, by path, as an app would
/// by URL; nothing in the framework depends on it.
let package = Package(
    name: "SwiftletBook",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SwiftletKit", targets: ["SwiftletKit"]),
        .library(name: "SwiftletServer", targets: ["SwiftletServer"]),
        .library(name: "SwiftletImaging", targets: ["SwiftletImaging"]),
        .executable(name: "swiftlet", targets: ["swiftlet"]),
    ],
    dependencies: [
        // The framework: SwiftletUI, SwiftletHTTP, SwiftletWeb, SwiftletTesting.
        .package(name: "swiftlet", path: ".."),
        // The same trait as the framework pins (see its manifest).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        // SHA-256 and HMAC (gallery digests, token hashes, the cluster handshake); already in the graph
        // through postgres-nio and async-http-client.
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: [
        // Pure-Swift image encoders (TIFF, baseline JPEG, PNG) for the server's generated assets.
        .target(name: "SwiftletImaging"),
        // The book server: routes, auth, storage (embedded SQLite or shared PostgreSQL), streaming,
        // throttling; served through the framework's guarded HTTP server (SwiftletHTTP). It knows
        // nothing of views.
        .target(
            name: "SwiftletServer",
            dependencies: [
                "SwiftletImaging",
                .product(name: "SwiftletHTTP", package: "swiftlet"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The concurrency toolkit: HTTP lines/ranges/progress, image loader, auth, retry, bridges.
        .target(
            name: "SwiftletKit",
            dependencies: [
                .product(name: "SwiftletUI", package: "swiftlet"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // SkyNet's transport: a distributed actor system over WebSockets on each node's own port.
        .target(
            name: "SwiftletCluster",
            dependencies: [
                // The handshake's and the announcements' HMAC-SHA256.
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The reference apps (and the apps that exist only for the browser tests, `--test-apps`),
        // written against SwiftletUI and SwiftletKit only.
        .target(
            name: "SwiftletApps",
            dependencies: [
                "SwiftletKit", "SwiftletImaging",
                .product(name: "SwiftletUI", package: "swiftlet"),
                // The catalog describes each app as the browser host serves it (`WebApp`).
                .product(name: "SwiftletWeb", package: "swiftlet"),
                // EmojiArt checks each image's SHA-256.
                .product(name: "Crypto", package: "swift-crypto"),
                // LittleJohn's live sessions share one client with a pool sized for many open streams.
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            resources: [.copy("Resources")]
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
                "SwiftletServer", "SwiftletKit", "SwiftletApps", "SwiftletCluster", "SwiftletSkyNet",
                .product(name: "SwiftletWeb", package: "swiftlet"),
                .product(name: "SwiftletHTTP", package: "swiftlet"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // `swift run -c release swiftlet-bench <suite>`: benchmarks that print figures (see BENCHMARKS.md).
        .executableTarget(
            name: "swiftlet-bench",
            dependencies: [
                "SwiftletServer", "SwiftletKit", "SwiftletApps", "SwiftletCluster",
                .product(name: "SwiftletWeb", package: "swiftlet"),
                .product(name: "SwiftletHTTP", package: "swiftlet"),
                .product(name: "SwiftletTesting", package: "swiftlet"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Benchmarks/swiftlet-bench"
        ),
        // Test-only helpers: swift-clocks' TestClock (advance once a sleeper is registered), a running
        // `swiftlet serve` child process, a throwaway PostgreSQL cluster.
        .target(
            name: "BookTestSupport",
            dependencies: [
                .product(name: "SwiftletTesting", package: "swiftlet"),
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            path: "Tests/BookTestSupport"
        ),
        .testTarget(
            name: "SwiftletImagingTests",
            dependencies: ["SwiftletImaging", .product(name: "SwiftletTesting", package: "swiftlet")]
        ),
        .testTarget(
            name: "SwiftletServerTests",
            dependencies: [
                "SwiftletServer", "BookTestSupport",
                .product(name: "SwiftletHTTP", package: "swiftlet"),
                .product(name: "SwiftletTesting", package: "swiftlet"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
        .testTarget(
            name: "SwiftletKitTests",
            dependencies: [
                "SwiftletKit", "BookTestSupport", "SwiftletServer",
                .product(name: "SwiftletHTTP", package: "swiftlet"),
                .product(name: "SwiftletTesting", package: "swiftlet"),
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(
            name: "SwiftletAppsTests",
            dependencies: [
                "SwiftletApps", "SwiftletServer", "BookTestSupport",
                .product(name: "SwiftletTesting", package: "swiftlet"),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "SwiftletClusterTests",
            dependencies: [
                "SwiftletCluster", "SwiftletSkyNet", "SwiftletApps", "BookTestSupport",
                .product(name: "SwiftletWeb", package: "swiftlet"),
                .product(name: "SwiftletTesting", package: "swiftlet"),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
    ]
)

// Fuzz targets (see RELIABILITY.md): they exist only when SWIFTLET_FUZZ is set, which only
// `scripts/fuzz` does: with `-sanitize=fuzzer -DSWIFTLET_LIBFUZZER` on the command line into
// `.build-fuzz` (libFuzzer), or without them into `.build` (`--slice`, the seeded driver that
// `scripts/test` runs).
if Context.environment["SWIFTLET_FUZZ"] != nil {
    package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/Support"))
    let web = Target.Dependency.product(name: "SwiftletWeb", package: "swiftlet")
    let http = Target.Dependency.product(name: "SwiftletHTTP", package: "swiftlet")
    let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
        ("fuzz-range", ["SwiftletServer"]),
        ("fuzz-keyless-query", ["SwiftletServer", .product(name: "HummingbirdCore", package: "hummingbird")]),
        ("fuzz-chat-json", ["SwiftletServer"]),
        ("fuzz-cli-chat", ["SwiftletServer"]),
        ("fuzz-auth-body", ["SwiftletServer"]),
        ("fuzz-client-message", [web]),
        (
            "fuzz-web-event",
            [
                web, .product(name: "SwiftletUI", package: "swiftlet"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        (
            "fuzz-pipeline",
            [
                "SwiftletServer", http, .product(name: "Hummingbird", package: "hummingbird"),
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
