import HTTPTypes
import Hummingbird

/// `GET /gallery/images` (87 shuffled entries) and `GET /gallery/image?<n>` (a PNG; 404 for the
/// indexes the original never served: 0, 10, 20, negatives, ≥ 29 and non-numbers).
struct GalleryRoutes: BookRouteGroup {
    let dependencies: RouteDependencies

    func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        let gallery = dependencies.gallery
        let assets = dependencies.assets
        let cacheDirectory = dependencies.configuration.dataDirectory
        router.get("/gallery/images") { _, _ -> Response in
            let digests = await gallery.digests.all(assets: assets, cachingIn: cacheDirectory)
            return try Reply.json(gallery.shuffledListing(digests: digests))
        }
        router.get("/gallery/image") { request, _ -> Response in
            await gallery.imageRequests.increment()
            guard let query = KeylessQuery.value(of: request), let index = Int(query), Gallery.servesImage(at: index)
            else {
                throw BookError.fileNotFound
            }
            let png = await assets.bytes(of: .galleryPNG(index), cachingIn: cacheDirectory)
            return Reply.bytes(png, type: MediaType.png, headers: [.contentDisposition: "filename=\"\(index).png\""])
        }
    }
}
