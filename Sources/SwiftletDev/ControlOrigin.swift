import Foundation

/// Which pages may read the control endpoint's events (docs/dev.md, "The control protocol"): only
/// the app's own pages, as served.
///
/// The events carry compiler output and the app's standard error, so a page served from another
/// name on the app's port (a DNS-rebinding name pointed at this machine) or from any other origin
/// must not read them. An origin is the app's when it is `http://HOST:PORT` (no path) with PORT the
/// app's port and HOST one of the names the app answers to (`isAppHost`, given the authority as
/// the browser wrote it: `localhost:8080`, `[::1]:8080`).
public enum ControlOrigin {
    /// Whether a request with `Origin: origin` comes from one of the app's own pages.
    public static func allows(origin: String?, appPort: Int, isAppHost: (String) -> Bool) -> Bool {
        guard let origin, let url = URL(string: origin.lowercased()), url.scheme == "http", url.port == appPort,
            url.path.isEmpty, url.query == nil, url.user == nil, let host = url.host, !host.isEmpty
        else { return false }
        let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return isAppHost("\(name):\(appPort)")
    }
}
