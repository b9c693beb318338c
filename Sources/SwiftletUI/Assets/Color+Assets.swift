import Foundation
import Synchronization

extension Color {
    /// A colour of the app's asset catalog (`NAME.colorset` in `Assets.xcassets`), or of `bundle`'s:
    /// its paint is `#rrggbb` (`#rrggbbaa` when translucent), or `dynamic(#light,#dark)` when the
    /// set has a different dark appearance. A name the catalog lacks (or a malformed set) paints
    /// `clear` and is logged once per process.
    public nonisolated init(_ name: String, bundle: Bundle? = nil) {
        switch AssetCatalogs.color(named: name, bundlePath: bundle?.bundlePath) {
        case .found(let set, _):
            self.init(set.paint)
        case .missing(let reason):
            MissingAssetLog.note("Color(\"\(name)\"): \(reason); it paints clear")
            self.init("clear")
        }
    }
}

/// Problems with colour assets, which have no graph to report to: written to standard error once
/// per message per process.
enum MissingAssetLog {
    private static let seen = Mutex(Set<String>())

    static func note(_ message: String) {
        guard seen.withLock({ $0.insert(message).inserted }) else { return }
        FileHandle.standardError.write(Data(("swiftlet: " + message + "\n").utf8))
    }
}
