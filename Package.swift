// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

/// Swiftlet: SwiftUI apps on Linux, built on Swift concurrency from the server to the pixels.
///
/// This package is the framework alone: what a package that depends on Swiftlet by URL resolves and
/// builds. The book companion (its server, toolkit, apps, `swiftlet` command, benchmarks and fuzz
/// targets) is the package in `Book/`, which depends on this one by path. Every module has one job;
/// see docs/ARCHITECTURE.md for the one-way data flow between them.
let package = Package(
    name: "Swiftlet",
    platforms: [.macOS(.v15)],
    products: [
        // `import SwiftUI`: SwiftletUI, SwiftletWeb's `App.main()`, Observation, Foundation and `#Preview`.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "SwiftletUI", targets: ["SwiftletUI"]),
        .library(name: "SwiftletWeb", targets: ["SwiftletWeb"]),
        // The guarded HTTP/1.1 server under `App.main()`, the browser host and the book server.
        .library(name: "SwiftletHTTP", targets: ["SwiftletHTTP"]),
        .library(name: "SwiftletTesting", targets: ["SwiftletTesting"]),
        // `swift run swiftlet-dev` in a package that depends on Swiftlet: build, run, watch, rebuild, reload.
        .executable(name: "swiftlet-dev", targets: ["swiftlet-dev"]),
    ],
    dependencies: [
        // One trait pinned: with both default traits SwiftPM orders the -D flags nondeterministically
        // and rebuilds Hummingbird on every other build.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // Only for the `#Preview` macro (SwiftUIMacros); 603 is the release that matches Swift 6.3.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
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
        // Test support: the headless host, timeouts, async-sequence expectations, sockets, child processes.
        .target(
            name: "SwiftletTesting",
            dependencies: ["SwiftletUI", .product(name: "Logging", package: "swift-log")]
        ),
        // The HTTP/1.1 server with WebSocket upgrades that every Swiftlet process serves on, and the
        // guard around each connection (caps per client and in all, timeouts, upgrade checks, a peer
        // that left). Knows nothing of views.
        .target(
            name: "SwiftletHTTP",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The browser host: HTML rendering, sessions, the WebSocket frame protocol, the JS client.
        .target(
            name: "SwiftletWeb",
            dependencies: [
                "SwiftletUI", "SwiftletHTTP",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Resources")]
        ),
        // The edit loop's pure parts: arguments, product choice, debouncing, compiler messages, events.
        .target(name: "SwiftletDev"),
        // `swiftlet-dev`: builds and runs a package's app, rebuilds on save, tells open tabs (docs/dev.md).
        .executableTarget(
            name: "swiftlet-dev",
            dependencies: [
                "SwiftletDev", "SwiftletWeb", "SwiftletHTTP",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(name: "SwiftletDevTests", dependencies: ["SwiftletDev"]),
        .testTarget(
            name: "SwiftletUITests",
            dependencies: ["SwiftletUI", "SwiftletTesting", "SwiftUI"]
        ),
        .testTarget(
            name: "SwiftletHTTPTests",
            dependencies: [
                "SwiftletHTTP", "SwiftletTesting",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "SwiftletWebTests",
            dependencies: [
                "SwiftletWeb", "SwiftletHTTP", "SwiftletTesting",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
    ]
)
