import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Watches a package's `Sources/` tree (every folder, new ones too) and its `Package.swift` with
/// inotify, and calls `onChange` with the path of each changed file.
///
/// Folders named `.build` or starting with a dot are skipped, as are editor scratch files (names
/// starting with `.`, ending in `~` or `.swp`). Events are read on a dispatch source; `stop()`
/// cancels it and closes the descriptor. A queue overflow is reported as a change of the root.
final class FileWatcher: Sendable {
    /// Why watching could not start.
    struct Failure: Error {
        let reason: String
    }

    private let descriptor: Int32
    private let root: String
    private let onChange: @Sendable (String) -> Void
    /// Watch descriptor → folder; the package root's watch reports manifest changes only.
    private let folders = Mutex<[Int32: String]>([:])
    private let rootWatch = Mutex<Int32>(-1)
    private let stopped = Atomic<Bool>(false)

    /// Events that mean a file's content or the tree's shape changed.
    private static let mask: UInt32 =
        UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE)
        | UInt32(IN_DELETE) | UInt32(IN_DELETE_SELF)

    /// Starts watching `packagePath` on a thread of its own (it polls the descriptor every 200 ms
    /// for the stop flag and closes it on the way out).
    static func start(packagePath: String, onChange: @escaping @Sendable (String) -> Void) -> Result<
        FileWatcher, Failure
    > {
        let descriptor = inotify_init1(Int32(O_NONBLOCK | O_CLOEXEC))
        guard descriptor >= 0 else { return .failure(Failure(reason: "inotify is unavailable (errno \(errno))")) }
        let watcher = FileWatcher(descriptor: descriptor, root: packagePath, onChange: onChange)
        watcher.rootWatch.withLock {
            $0 = inotify_add_watch(descriptor, packagePath, UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO))
        }
        watcher.addTree(packagePath + "/Sources")
        let thread = Thread { watcher.readUntilStopped() }
        thread.name = "swiftlet-dev.watch"
        thread.start()
        return .success(watcher)
    }

    private init(descriptor: Int32, root: String, onChange: @escaping @Sendable (String) -> Void) {
        self.descriptor = descriptor
        self.root = root
        self.onChange = onChange
    }

    /// Stops watching; the thread closes the inotify descriptor within 200 ms.
    func stop() { stopped.store(true, ordering: .relaxed) }

    private func readUntilStopped() {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while !stopped.load(ordering: .relaxed) {
            if poll(&entry, 1, 200) > 0 { readEvents() }
        }
        close(descriptor)
    }

    /// Whether a file or folder name is one the tool ignores.
    static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
            || name == "4913"
    }

    /// Adds a watch for `folder` and every folder below it that is not ignored.
    private func addTree(_ folder: String) {
        var pending = [folder]
        var added = 0
        while let next = pending.popLast(), added < 10_000 {
            let watch = inotify_add_watch(descriptor, next, Self.mask | UInt32(IN_ONLYDIR))
            guard watch >= 0 else { continue }
            added += 1
            folders.withLock { $0[watch] = next }
            let children = (try? FileManager.default.contentsOfDirectory(atPath: next)) ?? []
            for child in children where !Self.isIgnored(child) {
                var isFolder: ObjCBool = false
                let path = next + "/" + child
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                    pending.append(path)
                }
            }
        }
    }

    /// Reads every queued event (the descriptor is non-blocking).
    private func readEvents() {
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, size)
            guard count > 0 else { return }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let event = (buffer + offset).load(as: inotify_event.self)
                let nameLength = Int(event.len)
                var name = ""
                if nameLength > 0 {
                    let bytes = UnsafeRawBufferPointer(start: buffer + offset + header, count: nameLength)
                    name = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                handle(watch: event.wd, mask: event.mask, name: name)
                offset += header + nameLength
            }
        }
    }

    private func handle(watch: Int32, mask: UInt32, name: String) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            onChange(root)
            return
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            folders.withLock { _ = $0.removeValue(forKey: watch) }
            return
        }
        if watch == rootWatch.withLock({ $0 }) {
            if name == "Package.swift" || name == "Package.resolved" { onChange(root + "/" + name) }
            return
        }
        guard let folder = folders.withLock({ $0[watch] }) else { return }
        if mask & UInt32(IN_DELETE_SELF) != 0 {
            onChange(folder)
            return
        }
        guard !name.isEmpty, !Self.isIgnored(name) else { return }
        let path = folder + "/" + name
        if mask & UInt32(IN_ISDIR) != 0, mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0 {
            addTree(path)
        }
        onChange(path)
    }
}
