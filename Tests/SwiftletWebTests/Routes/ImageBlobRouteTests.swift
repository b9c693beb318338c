import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

private let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 100))

private struct PictureView: View {
    var body: some View {
        VStack {
            Text("Picture")
            Image(data: pngBytes)
        }
    }
}

@Suite(.timeLimit(.minutes(2))) struct ImageBlobRouteTests {
    @Test func imageBytesAreServedFromASessionURLUntilTheSessionEnds() async throws {
        let host = WebHost(apps: [WebApp(name: "picture", title: "Picture", summary: "One image.") { PictureView() }])
        let router = Router(context: BasicWebSocketRequestContext.self)
        host.register(on: router)
        let app = Application(router: router)
        try await app.test(.router) { client in
            let html = try await client.execute(uri: "/apps/picture", method: .get) { String(buffer: $0.body) }
            let src = try #require(
                html.components(separatedBy: "src=\"").dropFirst().first?.prefix { $0 != "\"" })
            #expect(src.hasPrefix("/web/blob/"))
            #expect(src.count == "/web/blob/".count + 32)
            #expect(!html.contains("\u{89}PNG"))
            try await client.execute(uri: String(src), method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                #expect(Data(buffer: response.body) == pngBytes)
            }
            try await client.execute(uri: "/web/blob/0123456789abcdef0123456789abcdef", method: .get) { response in
                #expect(response.status == .notFound)
            }
            await MainActor.run { host.sessions.closeAll() }
            try await client.execute(uri: String(src), method: .get) { response in
                #expect(response.status == .notFound)
                #expect(String(buffer: response.body).contains("error"))
            }
        }
    }

    @Test func contentTypeIsSniffedFromTheBytes() {
        #expect(ImageBlobs.contentType(of: Data([0xFF, 0xD8, 0xFF, 0xE0])) == "image/jpeg")
        #expect(ImageBlobs.contentType(of: pngBytes) == "image/png")
        #expect(ImageBlobs.contentType(of: Data([0x49, 0x49, 0x2A, 0x00, 8])) == "image/tiff")
        #expect(ImageBlobs.contentType(of: Data([0x4D, 0x4D, 0x00, 0x2A, 0])) == "image/tiff")
        #expect(ImageBlobs.contentType(of: Data("hello".utf8)) == "application/octet-stream")
        #expect(ImageBlobs.contentType(of: Data()) == "application/octet-stream")
    }

    @Test func onlyWellFormedKeysBecomeURLs() {
        #expect(
            ImageBlobs.url(forKey: "0123456789abcdef0123456789abcdef") == "/web/blob/0123456789abcdef0123456789abcdef")
        #expect(ImageBlobs.url(forKey: "../etc/passwd") == nil)
        #expect(ImageBlobs.url(forKey: "0123456789ABCDEF0123456789ABCDEF") == nil)
    }
}
