import Foundation
// Fuzz target: the whole HTTP/1 connection pipeline of `swiftlet serve`, in this process.
//
// A server runs here as `swiftlet serve` runs it (`WebServer.run`, the connection guard with
// `upgradable: true`, Hummingbird's WebSocket upgrade channel) with a plain route `/hello` and an
// echoing WebSocket route `/ws`. Each input is one connection on loopback: its bytes are sent in
// up to three writes (split where the first three bytes say), the client then ends its side and
// reads what comes back. Requests, pipelined requests, upgrades and WebSocket frames after them
// all go through the real handlers, so a trap in any of them stops this process (libFuzzer then
// saves the input); every 64 inputs `/hello` must still be answered within a second.
//
// Not an `EmbeddedChannel`: Hummingbird decides an upgrade in a task (an async `shouldUpgrade`),
// which an embedded event loop cannot complete; a real loop on loopback runs everything as served.
//
// Input: byte 0 = number of writes - 1 (mod 3), bytes 1 and 2 = where the splits fall (as 1/256ths
// of the rest), then the bytes of the connection. `Fuzz/crashes/fuzz-pipeline` keeps every input
// that ever stopped the server; `PipelineCrashCorpusTests` replays them on every `swift test`.
import FuzzSupport
import Hummingbird
import HummingbirdWebSocket
import Logging
import SwiftletHTTP
import SwiftletServer
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// `RLIMIT_NOFILE` as `getrlimit` takes it on Glibc.
let RLIMIT_NOFILE_VALUE = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)

/// The port of the server this process runs (started here, stopped by the process's exit). The
/// descriptor limit is raised to the hard limit first: the client and the server ends of every
/// connection count against this one process.
let port: Int = {
    var limit = rlimit()
    if getrlimit(RLIMIT_NOFILE_VALUE, &limit) == 0 {
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(RLIMIT_NOFILE_VALUE, &limit)
    }
    let ready = DispatchSemaphore(value: 0)
    let bound = Mutex(0)
    Task.detached {
        var logger = Logger(label: "fuzz-pipeline")
        logger.logLevel = .critical
        let connectionGuard = ConnectionGuard(
            limits: ConnectionLimits(headerTimeout: .seconds(2), idleTimeout: .seconds(2), bodyTimeout: .seconds(2)))
        do {
            try await WebServer.run(
                router: makeRouter(), host: "127.0.0.1", port: 0, additionalChannelHandlers: { [PeerWatch()] },
                wrapChildChannel: { connectionGuard.wrap(any: $0, upgradable: true) }, logger: logger,
                onListening: { port in
                    bound.withLock { $0 = port }
                    ready.signal()
                })
        } catch {
            fuzzCheck(false, "the server stopped: \(error)")
        }
    }
    ready.wait()
    return bound.withLock { $0 }
}()

/// `/hello` (GET, and POST reading its body) and `/ws`, echoing texts and binaries.
func makeRouter() -> Router<BasicWebSocketRequestContext> {
    let router = Router(context: BasicWebSocketRequestContext.self)
    router.get("/hello") { _, _ in "Hello" }
    router.post("/hello") { request, _ in
        _ = try await request.body.collect(upTo: 1 << 16)
        return "Hello"
    }
    router.ws("/ws") { inbound, outbound, _ in
        for try await message in inbound.messages(maxSize: 1 << 16) {
            switch message {
            case .text(let text): try await outbound.write(.text(text))
            case .binary(let buffer): try await outbound.write(.binary(buffer))
            }
        }
    }
    return router
}

nonisolated(unsafe) var connectionsMade: UInt32 = 0

/// A connected loopback socket, or -1 (and `errno`).
///
/// Each connection comes from another loopback address (127.0.x.y): hundreds of connections a
/// second from one address to one port would use up its ephemeral ports in `TIME_WAIT` within a
/// minute, on whichever side closed first (both are on this host).
func connectToServer() -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return -1 }
    connectionsMade &+= 1
    var source = sockaddr_in()
    source.sin_family = sa_family_t(AF_INET)
    source.sin_addr.s_addr = (0x7F00_0002 + connectionsMade % 65_000).bigEndian
    _ = withUnsafePointer(to: &source) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard result == 0 else {
        close(fd)
        return -1
    }
    var one: Int32 = 1
    setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    return fd
}

/// Sends `bytes`; false once the server has closed.
func sendAll(_ fd: Int32, _ bytes: ArraySlice<UInt8>) -> Bool {
    var offset = bytes.startIndex
    while offset < bytes.endIndex {
        let sent = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent > 0 else { return false }
        offset += sent
    }
    return true
}

/// Reads until the server closes or `milliseconds` pass; what was read.
func readUntilClosed(_ fd: Int32, milliseconds: Int) -> [UInt8] {
    let deadline = ContinuousClock.now + .milliseconds(milliseconds)
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16_384)
    while received.count < 1 << 20 {
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else { break }
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let milliseconds =
            remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
        let ready = poll(&poller, 1, Int32(milliseconds) + 1)
        if ready <= 0 { continue }
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count <= 0 { break }
        received += chunk[..<count]
    }
    return received
}

/// Whether `/hello` is answered within a second.
func answersHello() -> Bool {
    let fd = connectToServer()
    guard fd >= 0 else { return false }
    defer { close(fd) }
    guard sendAll(fd, Array("GET /hello HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8)[...]) else {
        return false
    }
    let answer = String(decoding: readUntilClosed(fd, milliseconds: 1000), as: UTF8.self)
    return answer.hasPrefix("HTTP/1.1 200") && answer.hasSuffix("Hello")
}

/// The writes an input stands for (see the top of this file).
func writes(of input: UnsafeBufferPointer<UInt8>) -> [ArraySlice<UInt8>] {
    guard input.count >= 3 else { return [] }
    let payload = Array(input.dropFirst(3))
    let cuts = [Int(input[1]), Int(input[2])].prefix(Int(input[0]) % 3).map { payload.count * $0 / 256 }.sorted()
    var pieces: [ArraySlice<UInt8>] = []
    var start = 0
    for cut in cuts + [payload.count] where cut >= start {
        pieces.append(payload[start..<cut])
        start = cut
    }
    return pieces
}

nonisolated(unsafe) var inputsRun = 0

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let pieces = writes(of: fuzzBytes(data, count))
    if inputsRun % 64 == 0 {
        fuzzCheck(answersHello(), "/hello was not answered within a second")
    }
    inputsRun += 1
    guard !pieces.isEmpty else { return 0 }
    let fd = connectToServer()
    fuzzCheck(fd >= 0, "the server no longer accepts connections (errno \(errno))")
    defer { close(fd) }
    for (index, piece) in pieces.enumerated() {
        if index > 0 { usleep(1000) }
        guard sendAll(fd, piece) else { return 0 }
    }
    shutdown(fd, Int32(SHUT_WR))
    _ = readUntilClosed(fd, milliseconds: 300)
    return 0
}

_ = port
runFuzzer(fuzzOne)
