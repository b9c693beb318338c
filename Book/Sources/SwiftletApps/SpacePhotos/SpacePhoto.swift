import Foundation
import SwiftletKit

/// One photo of the Space Photos catalog (`GET /space/photos`), able to save itself on the server.
public struct SpacePhoto: Identifiable, Sendable, Equatable {
    public let id: String
    public let title: String
    public let description: String
    /// The day it was taken, `yyyy-MM-dd`.
    public let date: String
    /// The absolute URL of its picture (`/space/photo?<id>` on the server).
    public let imageURL: URL
    let api: SpacePhotoAPI

    /// Records the photo as saved on the server (`POST /space/saved`) and returns every saved id, in
    /// saving order. Throws ``WebClientError`` when the server refuses or cannot be reached.
    @discardableResult
    public func save() async throws -> [String] {
        try await api.save(id)
    }

    public static func == (lhs: SpacePhoto, rhs: SpacePhoto) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.description == rhs.description && lhs.date == rhs.date
            && lhs.imageURL == rhs.imageURL
    }
}

/// The book server's Space Photos routes. Holds no state, so it is shared freely.
struct SpacePhotoAPI: Sendable {
    /// One entry as the server sends it; `url` is a server path.
    private struct Listed: Decodable {
        let id: String
        let title: String
        let description: String
        let date: String
        let url: String
    }

    private struct SaveRequest: Encodable {
        let id: String
    }

    let server: URL
    let client: WebClient

    init(server: URL, client: WebClient = WebClient()) {
        self.server = server
        self.client = client
    }

    /// The catalog, in the server's order.
    func photos() async throws -> [SpacePhoto] {
        let listed = try await client.decoded([Listed].self, for: .get(server.appending(path: "space/photos")))
        return try listed.map { entry in
            guard let imageURL = URL(string: entry.url, relativeTo: server)?.absoluteURL else {
                throw WebClientError.invalidURL(entry.url)
            }
            return SpacePhoto(
                id: entry.id, title: entry.title, description: entry.description, date: entry.date,
                imageURL: imageURL, api: self)
        }
    }

    /// The saved ids, oldest first.
    func saved() async throws -> [String] {
        try await client.decoded([String].self, for: .get(server.appending(path: "space/saved")))
    }

    /// Saves `id`; answers the saved ids.
    func save(_ id: String) async throws -> [String] {
        try await client.decoded(
            [String].self, for: try .post(server.appending(path: "space/saved"), json: SaveRequest(id: id)))
    }

    /// The URL of the picture with `id` (which need not exist: the Techniques app breaks one on purpose).
    func imageURL(id: String) -> URL {
        var components = URLComponents(url: server.appending(path: "space/photo"), resolvingAgainstBaseURL: false)
        components?.percentEncodedQuery = id
        return components?.url ?? server
    }
}
