#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the types `#Preview` declared, by reading the Swift runtime's type metadata records.
///
/// The runtime keeps, for every loaded ELF image, the bounds of its `swift5_type_metadata` section
/// (one 32-bit relative reference to a type context descriptor per nominal type) and hands them out
/// through `swift_enumerateAllMetadataSections`, the function test libraries use for discovery on
/// Linux. Of those descriptors only non-generic ones whose name contains the macro's marker
/// (`SwiftletPreview`, inside a macro-unique name) are turned into metatypes, through the type's own
/// metadata access function, and kept when they conform to ``PreviewRegistration``. Everything read
/// is the process's own constant metadata; no input reaches this code.
enum PreviewDiscovery {
    /// The marker in the names `#Preview` makes with `makeUniqueName("SwiftletPreview")`.
    static let marker = "SwiftletPreview"

    /// `MetadataSections` (the runtime's ABI, version 1 and later): `version`, `baseAddress` and two
    /// unused words, then one (start, length) range per section, `swift5_type_metadata` third.
    private static let typeMetadataRangeOffset = 4 * MemoryLayout<UInt>.size + 2 * 2 * MemoryLayout<UInt>.size

    private typealias SectionVisitor = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Bool
    private typealias EnumerateSections = @convention(c) (SectionVisitor, UnsafeMutableRawPointer?) -> Void
    /// A non-generic type's metadata access function: `MetadataResponse(MetadataRequest)`. On x86-64 and
    /// arm64 Swift's convention passes the request and returns the metadata (the response's first word)
    /// in the same registers as C does.
    private typealias AccessFunction = @convention(c) (Int) -> UnsafeRawPointer?

    /// Collects the candidates while the runtime walks its list of images.
    private final class Collector {
        var types: [any PreviewRegistration.Type] = []
    }

    /// Called by the runtime once per loaded image, with its `MetadataSections` and the collector.
    private static let visitSections: SectionVisitor = { sections, context in
        guard let sections, let context else { return true }
        let collector = Unmanaged<Collector>.fromOpaque(context).takeUnretainedValue()
        let start = sections.load(fromByteOffset: typeMetadataRangeOffset, as: UInt.self)
        let length = sections.load(fromByteOffset: typeMetadataRangeOffset + MemoryLayout<UInt>.size, as: Int.self)
        if let base = UnsafeRawPointer(bitPattern: start), length > 0 {
            scan(records: base, length: length, into: &collector.types)
        }
        return true
    }

    /// Every `#Preview` type in the loaded images, in no particular order.
    static func registrations() -> [any PreviewRegistration.Type] {
        guard let handle = dlopen(nil, RTLD_LAZY) else { return [] }
        defer { dlclose(handle) }
        guard let symbol = dlsym(handle, "swift_enumerateAllMetadataSections") else { return [] }
        let enumerate = unsafeBitCast(symbol, to: EnumerateSections.self)
        let collector = Collector()
        let context = Unmanaged.passRetained(collector)
        enumerate(visitSections, context.toOpaque())
        context.release()
        return collector.types
    }

    /// Reads one image's type metadata records.
    private static func scan(
        records base: UnsafeRawPointer, length: Int, into types: inout [any PreviewRegistration.Type]
    ) {
        for offset in stride(from: 0, to: length - 3, by: 4) {
            let record = base + offset
            let value = record.load(as: Int32.self)
            // The low two bits say whether the reference is direct (0) or through a pointer (1).
            let target = record + Int(value & ~3)
            let descriptor: UnsafeRawPointer?
            switch value & 3 {
            case 0: descriptor = target
            case 1: descriptor = target.load(as: UnsafeRawPointer?.self)
            default: descriptor = nil
            }
            guard let descriptor, let type = previewType(described: descriptor) else { continue }
            types.append(type)
        }
    }

    /// The type a context descriptor describes, when it is a `#Preview` type.
    private static func previewType(described descriptor: UnsafeRawPointer) -> (any PreviewRegistration.Type)? {
        // flags: kind in the low 5 bits (16 class, 17 struct, 18 enum), 0x80 = generic.
        let flags = descriptor.load(as: UInt32.self)
        guard (16...18).contains(flags & 0x1F), flags & 0x80 == 0 else { return nil }
        // Then: parent (+4), name (+8), access function (+12), each a 32-bit relative offset.
        let nameOffset = descriptor.load(fromByteOffset: 8, as: Int32.self)
        let accessOffset = descriptor.load(fromByteOffset: 12, as: Int32.self)
        guard nameOffset != 0, accessOffset != 0 else { return nil }
        let name = (descriptor + 8 + Int(nameOffset)).assumingMemoryBound(to: CChar.self)
        guard strstr(name, marker) != nil else { return nil }
        let access = unsafeBitCast(descriptor + 12 + Int(accessOffset), to: AccessFunction.self)
        guard let metadata = access(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self) as? any PreviewRegistration.Type
    }
}
