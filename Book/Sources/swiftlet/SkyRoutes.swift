import Foundation
import Hummingbird
import NIOCore
import ServiceLifecycle
import SwiftletApps
import SwiftletHTTP
import SwiftletServer
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletWeb

/// `POST /sky/scan`: runs a Sky scan on this node (with the node's directory of workers) and answers
/// its progress as NDJSON, one ``SkyScanLine`` per line, ending with the summary line.
///
/// The request is sent as `Content-Type: application/json` (else 415) with an empty body or
/// `{"total": N}` (1 to 1000); anything else is answered 400 with `{"error": …}` before the scan
/// starts. At most ``ScanAdmission/perClient`` scans run at once per client (its address, or behind
/// a `trustedProxies` address the last entry of its `X-Forwarded-For`) and
/// ``ScanAdmission/overall`` in all; one more is answered 429 with `{"error": …}`. The scan stops
/// when the client leaves (its connection's ``PeerDeparture``, checked every 100 ms, or a failed
/// write) and when the server shuts down gracefully (`SIGTERM`, `SIGINT`): the answer then ends with
/// an error line instead of the summary, so the process does not wait for the scan.
enum SkyRoutes {
    static let maxBodyBytes = 4096
    /// The error line of a scan stopped by the server's shutdown.
    static let shutdownMessage = "The server is shutting down; the scan was stopped."

    static func add<Context: RequestContext>(
        to router: Router<Context>, services: SkyServices, admission: ScanAdmission = ScanAdmission(),
        trustedProxies: Set<String> = []
    ) {
        router.post("/sky/scan") { request, context -> Response in
            try RequiredContentType.json.check(request)
            let body: ByteBuffer
            do {
                body = try await request.body.collect(upTo: maxBodyBytes)
            } catch {
                throw BookError(.contentTooLarge, "The body must be at most \(maxBodyBytes) bytes.")
            }
            let scanRequest: SkyScanRequest
            do {
                scanRequest = try SkyScanRequest.parse(Data(body.readableBytesView))
            } catch {
                throw BookError(.badRequest, String(describing: error))
            }
            let client = clientAddress(of: request, context, trustedProxies: trustedProxies)
            guard let ticket = admission.admit(client) else {
                throw BookError(
                    .tooManyRequests,
                    "Too many scans at once: at most \(admission.perClient) per client and \(admission.overall) in all."
                        + " Try again when one has finished.")
            }
            let departure = await PeerDeparture.of(context)
            let scan = services.scan(total: scanRequest.total)
            return Response(
                status: .ok, headers: [.contentType: "application/x-ndjson"],
                body: ResponseBody { writer in
                    defer { ticket.release() }
                    try await stream(scan, departure: departure, to: &writer)
                })
        }
    }

    /// The key scans are counted under: the peer's IP address (every port of one host is one
    /// client), or what a trusted proxy says in `X-Forwarded-For` (``ClientAddress``).
    private static func clientAddress(
        of request: Request, _ context: some RequestContext, trustedProxies: Set<String>
    ) -> String {
        ClientAddress.of(request, context: context, trustedProxies: trustedProxies) ?? "unknown"
    }

    /// Runs `scan`, writing each event as a line, then the summary (or an error line).
    private static func stream(
        _ scan: ScanRun, departure: PeerDeparture?, to writer: inout any ResponseBodyWriter
    ) async throws {
        let (lines, sink) = AsyncStream.makeStream(of: SkyScanLine.self)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    let summary = try await scan.run { event in sink.yield(SkyScanLine(event)) }
                    sink.yield(SkyScanLine(summary: summary))
                } catch is CancellationError {
                } catch {
                    sink.yield(SkyScanLine(error: ScanRun.describe(error)))
                }
                sink.finish()
            }
            // Ends the answer (and so the scan) when the client goes away.
            group.addTask {
                while departure?.hasDeparted != true {
                    try await Task.sleep(for: .milliseconds(100))
                }
                sink.finish()
            }
            let encoder = JSONEncoder()
            // Ends the answer with an error line when the server shuts down (at once if it already is).
            try await withGracefulShutdownHandler {
                for await line in lines {
                    if departure?.hasDeparted == true { break }
                    var data = try encoder.encode(line)
                    data.append(0x0A)
                    try await writer.write(ByteBuffer(bytes: data))
                }
            } onGracefulShutdown: {
                sink.yield(SkyScanLine(error: shutdownMessage))
                sink.finish()
            }
            group.cancelAll()
        }
        try await writer.finish(nil)
    }
}
