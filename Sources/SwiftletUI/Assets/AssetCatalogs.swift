import Foundation
import Synchronization

/// Finds the asset catalogs of the running app, as a SwiftPM executable ships them on Linux, and
/// keeps each one loaded once per process.
///
/// Where: an app target lists its catalog as a resource (`resources: [.copy("Assets.xcassets")]`,
/// or `.process("Assets.xcassets")`); SwiftPM copies it into the target's resource bundle,
/// `<Package>_<Target>.resources` beside the executable (`Bundle.module`). `Image("name")` and
/// `Color("name")` without a bundle look in every `*.xcassets` folder at the top of the main
/// bundle's resources and of each `*.resources` / `*.bundle` folder beside the executable;
/// `bundle:` looks in that bundle only.
@_spi(SwiftletHost) public enum AssetCatalogs {
    private struct State {
        var byBundle: [String: [AssetCatalog]] = [:]
        var byID: [String: AssetCatalog] = [:]
    }

    private static let state = Mutex(State())

    /// What a lookup found.
    enum Lookup<Value> {
        case found(Value, catalog: AssetCatalog)
        /// Nothing usable; the reason says what (no catalog, no such asset, a malformed entry).
        case missing(String)
    }

    /// The catalogs of `bundlePath` (nil: the app's resources), loaded on first use.
    public static func catalogs(bundlePath: String?) -> [AssetCatalog] {
        let key = bundlePath ?? ""
        if let known = state.withLock({ $0.byBundle[key] }) { return known }
        let found = searchFolders(bundlePath: bundlePath).flatMap(catalogFolders(in:)).map(
            AssetCatalog.init(directory:))
        return state.withLock { state in
            if let known = state.byBundle[key] { return known }
            state.byBundle[key] = found
            for catalog in found { state.byID[catalog.id] = catalog }
            return found
        }
    }

    /// The loaded catalog with identifier `id` (hosts serve image files from it).
    public static func catalog(id: String) -> AssetCatalog? {
        state.withLock { $0.byID[id] }
    }

    /// Loads the catalog at `directory` and makes it findable for `bundlePath` (tests, and hosts
    /// that keep catalogs elsewhere).
    public static func register(_ directory: URL, bundlePath: String? = nil) {
        let catalog = AssetCatalog(directory: directory)
        state.withLock { state in
            state.byBundle[bundlePath ?? "", default: []].insert(catalog, at: 0)
            state.byID[catalog.id] = catalog
        }
    }

    static func image(named name: String, bundlePath: String?) -> Lookup<AssetCatalog.ImageSet> {
        let catalogs = catalogs(bundlePath: bundlePath)
        for catalog in catalogs {
            if let set = catalog.images[name] { return .found(set, catalog: catalog) }
        }
        if let problem = catalogs.lazy.compactMap({ $0.problems[name] }).first { return .missing(problem) }
        return .missing(
            catalogs.isEmpty ? "no Assets.xcassets among the app's resources" : "no image set named \"\(name)\"")
    }

    static func color(named name: String, bundlePath: String?) -> Lookup<AssetCatalog.ColorSet> {
        let catalogs = catalogs(bundlePath: bundlePath)
        for catalog in catalogs {
            if let set = catalog.colors[name] { return .found(set, catalog: catalog) }
        }
        if let problem = catalogs.lazy.compactMap({ $0.problems[name] }).first { return .missing(problem) }
        return .missing(
            catalogs.isEmpty ? "no Assets.xcassets among the app's resources" : "no colour set named \"\(name)\"")
    }

    /// The folders whose top level may hold `*.xcassets`.
    private static func searchFolders(bundlePath: String?) -> [URL] {
        if let bundlePath {
            let bundle = URL(fileURLWithPath: bundlePath, isDirectory: true)
            return [bundle, bundle.appendingPathComponent("Resources", isDirectory: true)]
        }
        var folders: [URL] = []
        if let resources = Bundle.main.resourceURL { folders.append(resources) }
        let executableFolder = Bundle.main.executableURL?.deletingLastPathComponent() ?? Bundle.main.bundleURL
        folders.append(executableFolder)
        let beside =
            (try? FileManager.default.contentsOfDirectory(at: executableFolder, includingPropertiesForKeys: nil)) ?? []
        for entry in beside.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
        where entry.pathExtension == "resources" || entry.pathExtension == "bundle" {
            folders.append(entry)
            folders.append(entry.appendingPathComponent("Resources", isDirectory: true))
        }
        var seen = Set<String>()
        return folders.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    private static func catalogFolders(in folder: URL) -> [URL] {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return entries.filter { $0.pathExtension == "xcassets" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
