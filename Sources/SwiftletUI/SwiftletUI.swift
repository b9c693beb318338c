/// Placeholder protocol; the runtime defines `View` fully.
@MainActor
public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}
