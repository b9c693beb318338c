// swift-tools-version:6.1
import PackageDescription

/// A complete Swiftlet app, depending on Swiftlet the way any other package does: by URL and version.
/// `swift run Counter` serves it at http://127.0.0.1:8080 (`--host`, `--port` override).
let package = Package(
    name: "Counter",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/swiftlet/swiftlet", from: "0.1.0")
    ],
    targets: [
        .executableTarget(
            name: "Counter",
            dependencies: [
                .product(name: "SwiftUI", package: "swiftlet")
            ]
        )
    ]
)
