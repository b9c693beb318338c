import Foundation
import HTTPTypes
import Hummingbird

/// The Space Photos API: `GET /space/photos` (the catalog as JSON), `GET /space/photo?<id>` (its
/// PNG, rendered once and cached in the data directory; 404 JSON for an unknown id), and the saved
/// list: `POST /space/saved` with `{"id": "<id>"}` records a save (400 for a bad body, 404 for an
/// unknown id) and, like `GET /space/saved`, answers the saved ids in saving order.
struct SpaceRoutes: BookRouteGroup {
    let dependencies: RouteDependencies

    /// The body of `POST /space/saved`.
    struct SaveRequest: Decodable {
        let id: String
    }

    func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        let assets = dependencies.assets
        let cacheDirectory = dependencies.configuration.dataDirectory
        let saved = dependencies.savedPhotos
        let maxBodyBytes = dependencies.configuration.limits.maxBodyBytes
        router.get("/space/photos") { _, _ -> Response in
            try Reply.json(SpaceCatalog.photos)
        }
        router.get("/space/photo") { request, _ -> Response in
            guard let id = KeylessQuery.value(of: request), let entry = SpaceCatalog.entry(id: id) else {
                throw BookError(.notFound, "No such photo.")
            }
            let png = await assets.bytes(
                of: .spacePNG(id: id, scene: entry.scene, seed: entry.seed), cachingIn: cacheDirectory)
            return Reply.bytes(png, type: MediaType.png, headers: [.contentDisposition: "filename=\"\(id).png\""])
        }
        router.get("/space/saved") { _, _ -> Response in
            try Reply.json(try await saved.list())
        }
        router.post("/space/saved") { request, _ -> Response in
            try RequiredContentType.json.check(request)
            let body = try await request.body.collect(upTo: maxBodyBytes)
            let save: SaveRequest
            do {
                save = try JSONDecoder().decode(SaveRequest.self, from: Data(body.readableBytesView))
            } catch {
                throw BookError(.badRequest, "The body must be {\"id\": \"<photo id>\"}.")
            }
            guard SpaceCatalog.entry(id: save.id) != nil else {
                throw BookError(.notFound, "No such photo.")
            }
            try await saved.save(save.id)
            return try Reply.json(try await saved.list())
        }
    }
}
