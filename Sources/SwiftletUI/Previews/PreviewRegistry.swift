/// A preview declared with `#Preview` somewhere in the running process.
@_spi(SwiftletHost) public struct RegisteredPreview: Sendable, Identifiable, Hashable {
    /// The name given as `#Preview("Name")`, or nil.
    public let name: String?
    /// The `#fileID` (`Module/File.swift`) of the `#Preview`.
    public let fileID: String
    /// The line of the `#Preview`.
    public let line: Int
    let source: any PreviewRegistration.Type

    init(_ source: any PreviewRegistration.Type) {
        self.source = source
        name = source.previewName
        fileID = source.fileID
        line = source.line
    }

    /// `fileID:line`, unique per preview.
    public var id: String { "\(fileID):\(line)" }

    /// The name to show: the given name, or the file's name and line (`ContentView.swift:12`).
    public var displayName: String {
        name ?? "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }

    /// Makes the preview's view: runs its closure, each call anew (so it gets fresh state).
    @MainActor
    public func makeView() -> AnyView { AnyView(erasing: source.makeView()) }

    public static func == (lhs: RegisteredPreview, rhs: RegisteredPreview) -> Bool {
        ObjectIdentifier(lhs.source) == ObjectIdentifier(rhs.source)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(source)) }
}

/// The previews declared with `#Preview` in the running process, for tools that list and show them.
///
/// Nothing registers at start-up: no global constructor runs. The first read of ``previews`` looks
/// through the Swift type metadata of every loaded image (the runtime's
/// `swift_enumerateAllMetadataSections`, on ELF platforms) for the types `#Preview` declares, and
/// keeps the list for the life of the process. Where that runtime function is missing (other
/// platforms, fully static images without it), the list is empty.
///
/// Previews are a debug-build feature, as in Xcode: an optimised whole-module build (`-c release`)
/// removes the unreferenced preview types as dead code, and the list is then empty.
@_spi(SwiftletHost) public enum PreviewRegistry {
    /// Every preview, ordered by file and line.
    public static var previews: [RegisteredPreview] { discovered }

    /// The previews declared in the file with this `#fileID` (`Module/File.swift`), by line.
    public static func previews(inFile fileID: String) -> [RegisteredPreview] {
        discovered.filter { $0.fileID == fileID }
    }

    /// The preview with this `RegisteredPreview.id` (`fileID:line`) or, failing that, this name.
    public static func preview(named nameOrID: String) -> RegisteredPreview? {
        discovered.first { $0.id == nameOrID } ?? discovered.first { $0.name == nameOrID }
    }

    private static let discovered: [RegisteredPreview] = PreviewDiscovery.registrations()
        .map(RegisteredPreview.init)
        .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
}
