import Foundation

/// Opens a URL, as in SwiftUI: `@Environment(\.openURL) var openURL`, then `openURL(url)`.
///
/// By default it asks the host: the browser host opens `http`, `https`, `mailto` and `tel` URLs in
/// a new tab (other schemes are refused); the headless host records them in
/// `HostServices.openedURLs`. `.environment(\.openURL, OpenURLAction { url in … })` replaces it
/// below a view: the handler's ``Result`` says whether the URL was handled or goes on to the host.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let handled: Bool
        let forward: URL?

        /// The handler opened the URL itself.
        public static let handled = Result(handled: true, forward: nil)
        /// The handler refused the URL; nothing opens it.
        public static let discarded = Result(handled: false, forward: nil)
        /// The host opens the URL.
        public static let systemAction = Result(handled: true, forward: URL(string: "about:blank"))
        /// The host opens `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(handled: true, forward: url) }
    }

    let handler: (@MainActor (URL) -> Result)?
    /// The host that opens URLs a handler forwards (filled in when the action is read).
    var host: HostServices?

    /// An action that gives each URL to `handler`.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    init(host: HostServices?) {
        self.handler = nil
        self.host = host
    }

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) { open(url) }

    /// Opens `url`, then calls `completion` with whether it was opened.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping @MainActor (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    @MainActor @discardableResult
    private func open(_ url: URL) -> Bool {
        guard let handler else { return host?.open(url) ?? false }
        let result = handler(url)
        guard let forward = result.forward else { return result.handled }
        let target = forward.absoluteString == "about:blank" ? url : forward
        return host?.open(target) ?? false
    }
}

struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction? { nil }
}

extension EnvironmentValues {
    /// Opens URLs (see ``OpenURLAction``).
    public var openURL: OpenURLAction {
        get {
            guard var action = self[OpenURLKey.self] else { return OpenURLAction(host: hostServices) }
            action.host = hostServices
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }
}

extension HostServices {
    /// Opens `url` through ``urlOpener`` (the browser host's new tab), or records it in
    /// ``openedURLs`` when the host has none (the headless host). Returns whether it was opened.
    @discardableResult
    func open(_ url: URL) -> Bool {
        guard let urlOpener else {
            recordOpened(url)
            return true
        }
        return urlOpener(url)
    }
}
