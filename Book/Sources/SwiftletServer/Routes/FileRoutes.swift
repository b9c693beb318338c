import HTTPTypes
import Hummingbird
import NIOCore

/// `GET /files/list`, `GET /files/status` and `GET /files/download?<name>`.
///
/// Downloads honour `Range` (closed, open-ended and suffix forms; 206 at once, 416 when
/// unsatisfiable); without a usable range the whole file is streamed, throttled to the configured
/// bytes per tick. Unknown names answer 404.
struct FileRoutes: BookRouteGroup {
    let dependencies: RouteDependencies

    func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        let files = dependencies.files
        let streamBody = dependencies.streamBody
        let bytesPerTick = dependencies.configuration.downloadBytesPerTick
        router.get("/files/list") { _, _ -> Response in
            try Reply.json(await files.list())
        }
        router.get("/files/status") { _, _ -> Response in
            Reply.text(DiskStatus.text())
        }
        router.get("/files/download") { request, context -> Response in
            guard let name = KeylessQuery.value(of: request), let file = await files.file(named: name) else {
                throw BookError.fileNotFound
            }
            let size = file.bytes.readableBytes
            // A scan for the first `Range` field: cheaper than the subscript, which joins repeats.
            let rangeHeader = request.headers.first { $0.name == .range }?.value
            switch ByteRange(header: rangeHeader, size: size) {
            case .partial(let range):
                var headers = file.headers
                headers.append(
                    HTTPField(name: .contentRange, value: "bytes \(range.lowerBound)-\(range.upperBound)/\(size)"))
                let slice = file.bytes.getSlice(at: file.bytes.readerIndex + range.lowerBound, length: range.count)
                return Response(
                    status: .partialContent, headers: headers, body: ResponseBody(byteBuffer: slice ?? ByteBuffer()))
            case .unsatisfiable:
                var response = Reply.error(.rangeNotSatisfiable, "The requested range is not satisfiable.")
                response.headers[.contentRange] = "bytes */\(size)"
                response.headers[.acceptRanges] = "bytes"
                return response
            case .whole:
                return Response(
                    status: .ok,
                    headers: file.headers,
                    body: try await streamBody.body(
                        ThrottledDownload(bytes: file.bytes, bytesPerTick: bytesPerTick),
                        for: request,
                        context: context,
                        contentLength: size
                    )
                )
            }
        }
    }
}
