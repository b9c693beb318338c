// swift-tools-version:6.1
import PackageDescription

/// Apps written as for SwiftUI (`import SwiftUI`), depending on Swiftlet the way any other package
/// does: by URL and version. They share one package so that Swiftlet is built once for all of them.
/// `swift run Counter` serves one at http://127.0.0.1:8080 (`--host`, `--port` override).
let package = Package(
    name: "Examples",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/swiftlet/swiftlet", from: "0.1.0")
    ],
    targets: [
        // The README's getting-started app.
        .executableTarget(name: "Counter", dependencies: [.product(name: "SwiftUI", package: "swiftlet")]),
        // Tutorial-style apps in the ordinary iOS 17 style.
        .executableTarget(name: "BillSplitter", dependencies: [.product(name: "SwiftUI", package: "swiftlet")]),
        .executableTarget(name: "Expenses", dependencies: [.product(name: "SwiftUI", package: "swiftlet")]),
        .executableTarget(name: "Settings", dependencies: [.product(name: "SwiftUI", package: "swiftlet")]),
        // Colour, styles and effects: gradients, materials, tint, shadows and dark mode.
        .executableTarget(name: "Quiz", dependencies: [.product(name: "SwiftUI", package: "swiftlet")]),
        // Its asset catalog is a resource, as an Xcode project's is: `Image("Trailhead")`, `Color("Forest")`.
        .executableTarget(
            name: "Navigator", dependencies: [.product(name: "SwiftUI", package: "swiftlet")],
            resources: [.copy("Assets.xcassets")]),
        // Custom shapes driven by sliders, a progress ring, a wave.
        .executableTarget(name: "Drawing", dependencies: [.product(name: "SwiftUI", package: "swiftlet")]),
        // Animation: every curve and transition, a spring and a pulse.
        .executableTarget(name: "Animations", dependencies: [.product(name: "SwiftUI", package: "swiftlet")]),
    ]
)
