import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// `GET /littlejohn/symbols` (JSON array of the nine symbols) and
/// `GET /littlejohn/ticker?<SYM>,<SYM>` (endless JSON lines; 400 when no symbol is valid).
struct StockRoutes: BookRouteGroup {
    let dependencies: RouteDependencies

    /// The symbols body, encoded once.
    private static let symbolsBody = ByteBuffer(bytes: (try? Reply.encoder().encode(Stock.symbols)) ?? Data())

    func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        let streamBody = dependencies.streamBody
        router.get("/littlejohn/symbols") { _, _ -> Response in
            Reply.bytes(Self.symbolsBody, type: MediaType.json)
        }
        router.get("/littlejohn/ticker") { request, context -> Response in
            let symbols = KeylessQuery.value(of: request).map(TickerStream.symbols(in:)) ?? []
            guard !symbols.isEmpty else { throw BookError.noValidStock }
            return try await streamBody.lineStream(TickerStream(symbols: symbols), for: request, context: context)
        }
    }
}
