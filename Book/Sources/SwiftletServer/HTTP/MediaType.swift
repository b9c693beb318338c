/// The `Content-Type` values the server sends.
enum MediaType {
    static let json = "application/json; charset=utf-8"
    static let text = "text/plain; charset=utf-8"
    /// Endless line streams keep the original's type so existing clients see what they expect.
    static let stream = "application/octet-stream"
    static let png = "image/png"
    static let jpeg = "image/jpeg"
    static let tiff = "image/tiff"
}
