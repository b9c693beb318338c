import Testing

@_spi(SwiftletHost) @testable import SwiftletUI
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// A preview with markup in its name, as a user could write `#Preview("<b>Bold</b>")`.
private enum MarkupNamedPreview: PreviewRegistration {
    static let previewName: String? = "<b>Bold</b> & \"quoted\""
    static let fileID = "Demo/Card View.swift"
    static let line = 12
    @MainActor static func makeView() -> any View { Text("card") }
}

@Suite("Dev mode (swiftlet-dev): control address, preview ids, gallery page")
struct DevModeTests {
    @Test("only a loopback http origin with a port turns dev mode on; anything else is ignored")
    func validatesControlAddress() {
        #expect(DevMode.validated("http://127.0.0.1:4567") == "http://127.0.0.1:4567")
        #expect(DevMode.validated("http://localhost:80") == "http://localhost:80")
        #expect(DevMode.validated("http://[::1]:9") == "http://[::1]:9")
        for bad in [
            nil, "", "http://example.com:80", "https://127.0.0.1:80", "http://127.0.0.1:",
            "http://127.0.0.1:80\"><script>alert(1)</script>", "http://127.0.0.1:99999", "javascript:alert(1)",
            "http://127.0.0.1:80/x",
        ] {
            #expect(DevMode.validated(bad) == nil, "\(bad ?? "nil")")
        }
    }

    @Test("without swiftlet-dev an app page has no dev script and there are no preview apps")
    func productionPagesStayClean() {
        #expect(DevMode.controlURL == nil)
        #expect(DevMode.pageScript.isEmpty)
        #expect(DevPreviews.apps().isEmpty)
    }

    @Test("a preview's id is an app name: lowercase letters, digits and dashes, unique")
    func previewSlugs() {
        let preview = RegisteredPreview(MarkupNamedPreview.self)
        let slug = DevPreviews.slug(for: preview, taken: [])
        #expect(slug == "preview-demo-card-view-b-bold-b-quoted")
        #expect(DevPreviews.slug(for: preview, taken: [slug]) == slug + "-2")
    }

    @Test("the gallery shows each preview's file and name as text, with its frame and link")
    func galleryEscapes() {
        let preview = RegisteredPreview(MarkupNamedPreview.self)
        let html = DevPages.gallery([(slug: "preview-x", preview: preview)])
        #expect(html.contains("<h2>Demo/Card View.swift</h2>"))
        #expect(html.contains("&lt;b&gt;Bold&lt;/b&gt; &amp;"))
        #expect(!html.contains("<b>Bold"))
        #expect(html.contains("<iframe src=\"/_previews/preview-x\""))
        #expect(DevPages.gallery([]).contains("No <code>#Preview</code>"))
    }
}
