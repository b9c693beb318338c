import Foundation

/// One `Assets.xcassets` folder as Xcode writes it: `NAME.imageset/Contents.json` with the files of
/// each scale (1x, 2x, 3x), `NAME.colorset/Contents.json` with the `any` and `dark` appearances, and
/// plain folders grouping them (a folder whose `Contents.json` says `provides-namespace` prefixes
/// its assets' names: `Icons/star`).
///
/// Loading never fails: an entry whose `Contents.json` is missing or malformed, or whose files are
/// all missing, is recorded in ``problems`` by name, so the view showing it draws a placeholder.
@_spi(SwiftletHost) public struct AssetCatalog: Sendable {
    /// The images of one image set.
    public struct ImageSet: Sendable, Equatable {
        /// The file of each scale (1, 2, 3) that exists, by file name inside ``directory``.
        public let files: [Int: String]
        /// The `.imageset` folder.
        public let directory: URL

        /// The file of `scale`, if the set has one.
        public func url(scale: Int) -> URL? {
            files[scale].map { directory.appendingPathComponent($0, isDirectory: false) }
        }

        /// The scales with a file, smallest first.
        public var scales: [Int] { files.keys.sorted() }
    }

    /// A colour set: its paint for hosts (`#rrggbb`, `#rrggbbaa`, or `dynamic(#light,#dark)` when
    /// the dark appearance differs).
    public struct ColorSet: Sendable, Equatable {
        public let light: String
        public let dark: String?

        /// The paint attribute value.
        public var paint: String {
            guard let dark, dark != light else { return light }
            return "dynamic(\(light),\(dark))"
        }
    }

    /// The `.xcassets` folder.
    public let directory: URL
    /// A short stable identifier of the folder, used in asset URLs (`/web/asset/<id>/…`).
    public let id: String
    public private(set) var images: [String: ImageSet] = [:]
    public private(set) var colors: [String: ColorSet] = [:]
    /// Entries that could not be read, by asset name: what is wrong.
    public private(set) var problems: [String: String] = [:]

    /// Reads the catalog at `directory` (a missing or unreadable folder is an empty catalog).
    public init(directory: URL) {
        self.directory = directory
        id = Self.identifier(of: directory.standardizedFileURL.path)
        scan(directory, prefix: "", depth: 0)
    }

    private mutating func scan(_ folder: URL, prefix: String, depth: Int) {
        // Folders nest a few levels at most; a link cycle must not loop.
        guard depth < 8 else { return }
        let entries =
            (try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let isDirectory = (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            guard isDirectory else { continue }
            let folderName = entry.lastPathComponent
            let base = (folderName as NSString).deletingPathExtension
            switch entry.pathExtension {
            case "imageset": readImageSet(entry, name: prefix + base)
            case "colorset": readColorSet(entry, name: prefix + base)
            case "":
                let namespace = Self.providesNamespace(entry)
                scan(entry, prefix: namespace ? prefix + folderName + "/" : prefix, depth: depth + 1)
            default: continue
            }
        }
    }

    private static func contents(of folder: URL) -> [String: Any]? {
        let file = folder.appendingPathComponent("Contents.json", isDirectory: false)
        guard let data = try? Data(contentsOf: file), data.count < 1_000_000,
            let object = try? JSONSerialization.jsonObject(with: data), let contents = object as? [String: Any]
        else { return nil }
        return contents
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        let properties = contents(of: folder)?["properties"] as? [String: Any]
        return properties?["provides-namespace"] as? Bool == true
    }

    private mutating func readImageSet(_ folder: URL, name: String) {
        guard let contents = Self.contents(of: folder) else {
            problems[name] = "\(name).imageset/Contents.json is missing or not valid JSON"
            return
        }
        guard let entries = contents["images"] as? [[String: Any]] else {
            problems[name] = "\(name).imageset/Contents.json lists no images"
            return
        }
        var files: [Int: String] = [:]
        for entry in entries {
            // Dark-appearance images and other idioms than universal/iPhone are not used.
            if entry["appearances"] != nil { continue }
            if let idiom = entry["idiom"] as? String, !["universal", "iphone"].contains(idiom) { continue }
            guard let file = entry["filename"] as? String, Self.isPlainFileName(file) else { continue }
            let scaleText = (entry["scale"] as? String) ?? "1x"
            guard let scale = Int(scaleText.dropLast(scaleText.hasSuffix("x") ? 1 : 0)), (1...3).contains(scale)
            else { continue }
            guard FileManager.default.isReadableFile(atPath: folder.appendingPathComponent(file).path) else { continue }
            if files[scale] == nil || entry["idiom"] as? String == "universal" { files[scale] = file }
        }
        guard !files.isEmpty else {
            problems[name] = "\(name).imageset has no readable image file"
            return
        }
        images[name] = ImageSet(files: files, directory: folder)
    }

    private mutating func readColorSet(_ folder: URL, name: String) {
        guard let contents = Self.contents(of: folder), let entries = contents["colors"] as? [[String: Any]] else {
            problems[name] = "\(name).colorset/Contents.json is missing or not valid JSON"
            return
        }
        var light: String?
        var dark: String?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let hex = Self.hex(of: color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let values = appearances.compactMap { $0["value"] as? String }
            if values.contains("dark") {
                dark = dark ?? hex
            } else if values.isEmpty || values.contains("light") {
                if light == nil || values.isEmpty { light = hex }
            }
        }
        guard let light else {
            problems[name] = "\(name).colorset has no readable colour"
            return
        }
        colors[name] = ColorSet(light: light, dark: dark)
    }

    /// `#rrggbb` (or `#rrggbbaa` when not opaque) of a colour entry's components, which Xcode writes
    /// as `"0.502"` (0...1), `"0x80"` or `"128"` (0...255).
    static func hex(of color: [String: Any]) -> String? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            let raw: String
            if let text = components[key] as? String {
                raw = text.trimmingCharacters(in: .whitespaces)
            } else if let number = components[key] as? NSNumber {
                raw = number.stringValue
            } else {
                return nil
            }
            let number: Double?
            if raw.lowercased().hasPrefix("0x") {
                number = Int(raw.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if raw.contains(".") {
                number = Double(raw)
            } else {
                number = Double(raw).map { $0 > 1 ? $0 / 255 : $0 }
            }
            guard let number, number.isFinite else { return nil }
            return min(max(number, 0), 1)
        }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        let alpha = value("alpha") ?? 1
        func byte(_ component: Double) -> String {
            let text = String(Int((component * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// A file name inside the set's folder: no path separators, not hidden, not `..`.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.contains("\\") && !name.hasPrefix(".") && name.utf8.count < 256
    }

    /// FNV-1a of `path`, 16 hex digits.
    static func identifier(of path: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
