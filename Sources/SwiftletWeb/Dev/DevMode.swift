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

    /// In dev mode, asks the kernel to send SIGTERM to this process when its parent (the tool) dies,
    /// and exits at once when the tool is already gone; does nothing otherwise.
    static func followParent() {
        #if canImport(Glibc)
            guard isOn else { return }
            let parent = getppid()
            // `prctl` (sys/prctl.h) is not in the Glibc module: found by name; its option 1 is
            // PR_SET_PDEATHSIG. Integer arguments pass alike to a variadic C function on x86-64 and arm64.
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            if let handle = dlopen(nil, RTLD_LAZY) {
                if let symbol = dlsym(handle, "prctl") {
                    _ = unsafeBitCast(symbol, to: Prctl.self)(1, UInt(SIGTERM), 0, 0, 0)
                }
                dlclose(handle)
            }
            if getppid() != parent || parent == 1 { exit(0) }
        #endif
    }
}
