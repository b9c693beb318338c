import Foundation
import Hummingbird
import NIOCore
import SwiftletApps
import SwiftletServer

/// `POST /sky/scan`: runs a Sky scan on this node (with the node's directory of workers) and answers
/// its progress as NDJSON, one ``SkyScanLine`` per line, ending with the summary line.
///
/// The body is empty or `{"total": N}` (1 to 1000); anything else is answered 400 with
/// `{"error": …}` before the scan starts. The scan stops when the client leaves (its connection's
/// ``PeerDeparture``, checked every 100 ms, or a failed write) and when the server shuts down.
enum SkyRoutes {
    static let maxBodyBytes = 4096

    static func add<Context: RequestContext>(to router: Router<Context>, services: SkyServices) {
        router.post("/sky/scan") { request, context -> Response in
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
            let departure = await PeerDeparture.of(context)
            let scan = services.scan(total: scanRequest.total)
            return Response(
                status: .ok, headers: [.contentType: "application/x-ndjson"],
                body: ResponseBody { writer in
                    try await stream(scan, departure: departure, to: &writer)
                })
        }
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
            for await line in lines {
                if departure?.hasDeparted == true { break }
                var data = try encoder.encode(line)
                data.append(0x0A)
                try await writer.write(ByteBuffer(bytes: data))
            }
            group.cancelAll()
        }
        try await writer.finish(nil)
    }
}
