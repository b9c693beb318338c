import Foundation
import HTTPTypes
import NIOCore

/// The six SuperStorage files: `graphics-project-ver-{1,2,3}.{tiff,jpeg}`.
///
/// All `.tiff` names serve the same generated TIFF, all `.jpeg` names the same JPEG. The list is
/// built once, on first use, with dates `nr·27 h − 30 days` from that moment; sizes are always the
/// byte counts actually served.
actor FileLibrary {
    /// A file ready to serve.
    struct Served: Sendable {
        let bytes: ByteBuffer
        /// The headers every response with these bytes carries (`Content-Type`, `Accept-Ranges`,
        /// `Content-Disposition`), built once.
        let headers: HTTPFields

        init(name: String, bytes: ByteBuffer, mediaType: String) {
            self.bytes = bytes
            headers = [
                .contentType: mediaType, .acceptRanges: "bytes", .contentDisposition: "filename=\"\(name)\"",
            ]
        }
    }

    private let assets: AssetCache
    private let cacheDirectory: URL?
    private var listed: [DownloadFile]?
    private var served: [String: Served] = [:]

    /// A library whose images come from `assets`, cached on disk in `cacheDirectory`.
    init(assets: AssetCache, cacheDirectory: URL?) {
        self.assets = assets
        self.cacheDirectory = cacheDirectory
    }

    /// The names served, in list order.
    static let names: [String] = (1...3).flatMap { number in
        ["tiff", "jpeg"].map { "graphics-project-ver-\(number).\($0)" }
    }

    /// Renders the files ahead of their first request, one after the other; once cancelled it
    /// stops before the next file (a render under way finishes on its own thread).
    func prepare() async {
        for name in Self.names {
            if Task.isCancelled { return }
            _ = await file(named: name)
        }
    }

    /// The file list (built on first call, then reused).
    func list() async -> [DownloadFile] {
        if let listed { return listed }
        let builtAt = Date()
        var files: [DownloadFile] = []
        for name in Self.names {
            guard let served = await file(named: name) else { continue }
            let number = Int(name.dropFirst("graphics-project-ver-".count).prefix(while: \.isNumber)) ?? 1
            let date = builtAt.addingTimeInterval(Double(number) * 27 * 3600 - 30 * 24 * 3600)
            files.append(DownloadFile(name: name, size: served.bytes.readableBytes, date: date))
        }
        if let listed { return listed }
        listed = files
        return files
    }

    /// The bytes for `name`, or `nil` when it is not one of the listed names. After the first
    /// call for a name the answer comes from memory, without asking the asset cache again.
    func file(named name: String) async -> Served? {
        if let ready = served[name] { return ready }
        guard Self.names.contains(name) else { return nil }
        let isTIFF = name.hasSuffix(".tiff")
        let file = Served(
            name: name,
            bytes: await assets.bytes(of: isTIFF ? .superStorageTIFF : .superStorageJPEG, cachingIn: cacheDirectory),
            mediaType: isTIFF ? MediaType.tiff : MediaType.jpeg
        )
        served[name] = file
        return file
    }
}
