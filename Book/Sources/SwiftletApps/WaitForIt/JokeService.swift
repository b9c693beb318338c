import Foundation
import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// WaitForIt's joke source (posts §2.10): a main-actor model publishing the current joke and whether
/// a fetch is running, over a private actor that talks to the server.
@MainActor
public final class JokeService: ObservableObject {
    /// The last joke fetched; empty until the first fetch succeeds.
    @Published public private(set) var joke = ""
    /// True while `fetchJoke()` runs; reset on every exit, a throw or a cancellation included.
    @Published public private(set) var isFetching = false

    private let store: JokeServiceStore

    /// A service fetching `GET /jokes/random?category=<category>` from the book server at `server`.
    public convenience init(server: URL, category: String = "dev", client: WebClient = WebClient()) {
        self.init(url: Self.jokeURL(server: server, category: category), client: client)
    }

    /// A service fetching jokes from `url` (tests point it at other routes).
    init(url: URL, client: WebClient = WebClient()) {
        store = JokeServiceStore(url: url, client: client)
    }

    /// Fetches a joke and publishes it. Throws ``DownloadError/statusNotOk`` when the server does not
    /// answer 200, ``DownloadError/decoderError`` when the body is not `{"value": …}`, the transport
    /// error when the server cannot be reached, and `CancellationError` when the caller is cancelled.
    public func fetchJoke() async throws {
        isFetching = true
        defer { isFetching = false }
        let loaded = try await store.load()
        joke = loaded.value
    }

    static func jokeURL(server: URL, category: String) -> URL {
        var components = URLComponents(url: server.appending(path: "jokes/random"), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "category", value: category)]
        return components?.url ?? server
    }
}

/// Why a joke could not be loaded.
public enum DownloadError: Error, Equatable, Sendable {
    /// The server answered with a status other than 200.
    case statusNotOk
    /// The body was not a joke.
    case decoderError
}

/// One joke as the server sends it.
struct Joke: Codable, Sendable, Equatable {
    let value: String
}

/// Loads jokes off the main actor and remembers the last one.
private actor JokeServiceStore {
    private let url: URL
    private let client: WebClient
    private var loadedJoke = Joke(value: "")

    init(url: URL, client: WebClient) {
        self.url = url
        self.client = client
    }

    func load() async throws -> Joke {
        let data: Data
        do {
            data = try await client.data(for: .get(url))
        } catch WebClientError.badStatus(_, _) {
            throw DownloadError.statusNotOk
        }
        guard let joke = try? JSONDecoder().decode(Joke.self, from: data) else {
            throw DownloadError.decoderError
        }
        loadedJoke = joke
        return joke
    }
}
