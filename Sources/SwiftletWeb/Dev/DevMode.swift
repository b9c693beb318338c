import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Dev mode: the app runs under `swiftlet-dev`, which sets `SWIFTLET_DEV_CONTROL` to its control
/// endpoint (`http://127.0.0.1:PORT`). Then app pages carry the dev script (reload on rebuild, the
/// build-error overlay), `/_previews` serves the previews gallery, and the app dies with the tool.
/// Without the variable (production) none of this exists: no script, no routes.
enum DevMode {
    /// The environment variable `swiftlet-dev` sets.
    static let variable = "SWIFTLET_DEV_CONTROL"

    /// The control endpoint, when the variable holds a loopback `http://` origin; nil otherwise.
    static let controlURL: String? = validated(ProcessInfo.processInfo.environment[variable])

    /// Whether the app runs in dev mode.
    static var isOn: Bool { controlURL != nil }

    /// `value` when it is exactly `http://127.0.0.1:PORT`, `http://localhost:PORT` or
    /// `http://[::1]:PORT`; anything else (which would otherwise reach the page) is refused.
    static func validated(_ value: String?) -> String? {
        guard let value else { return nil }
        for prefix in ["http://127.0.0.1:", "http://localhost:", "http://[::1]:"] where value.hasPrefix(prefix) {
            let port = value.dropFirst(prefix.count)
            guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isASCII), let number = Int(port),
                (1...65535).contains(number)
            else { return nil }
            return value
        }
        return nil
    }

    /// The `<script>` an app page ends with in dev mode; empty otherwise.
    static var pageScript: String {
        guard let controlURL else { return "" }
        return
            "<script src=\"/web/swiftlet-dev.js\" data-control=\"\(HTMLEscaping.attribute(controlURL))\" defer></script>"
    }

    /// In dev mode, sends this process SIGTERM (a graceful shutdown) once its parent, the tool, is
    /// gone, and exits at once when it is already gone; does nothing otherwise.
    ///
    /// A thread polls `getppid()` every 200 ms: the parent process is gone when this process has been
    /// handed to another one. Not `PR_SET_PDEATHSIG`: the kernel sends that signal when the *thread*
    /// that started this process ends, and the tool starts apps from its main actor, whose jobs run on
    /// dispatch worker threads on Linux, which end when idle; the app then stopped in the middle of an
    /// edit (a broken build that took longer than usual, seen once in CI).
    static func followParent() {
        #if canImport(Glibc)
            guard isOn else { return }
            let parent = getppid()
            if parent == 1 { exit(0) }
            let watcher = Thread {
                while getppid() == parent { usleep(200_000) }
                kill(getpid(), SIGTERM)
            }
            watcher.name = "swiftlet-dev parent watch"
            watcher.start()
        #endif
    }
}
