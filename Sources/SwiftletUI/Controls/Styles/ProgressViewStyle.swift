/// A progress indicator's appearance, set with `.progressViewStyle(_:)` for every `ProgressView`
/// below, as SwiftUI's `ProgressViewStyle`. A style of your own implements
/// `makeBody(configuration:)`: each progress view below is replaced by the style's body (evaluated
/// like any body; `ProgressView(configuration)` inside it is a standard one). The built-in styles
/// set attribute `progressViewStyle` (`linear`, `circular`; nothing for `.automatic`).
@MainActor
public protocol ProgressViewStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The properties of a progress view being drawn.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Draws one progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` draws a progress view from.
@MainActor
public struct ProgressViewStyleConfiguration {
    /// The progress view's label as a type-erased view.
    public struct Label: View {
        let content: any View
        public var body: AnyView { AnyView(erasing: content) }
    }

    /// A view that says the current value, as a type-erased view.
    public struct CurrentValueLabel: View {
        let content: any View
        public var body: AnyView { AnyView(erasing: content) }
    }

    /// How much is done, from 0 to 1; nil while indeterminate.
    public let fractionCompleted: Double?
    /// The progress view's label, if it has one.
    public var label: Label?
    /// The current value's label (none: `ProgressView` here takes no current value label).
    public var currentValueLabel: CurrentValueLabel?
    let title: String?
}

extension ProgressView {
    /// A standard progress view showing a style's configuration (its fraction and title).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        if let title = configuration.title {
            self.init(title, value: configuration.fractionCompleted)
        } else {
            self.init(value: configuration.fractionCompleted)
        }
    }
}

/// The built-in progress view styles, carried as attribute `progressViewStyle`.
protocol NamedProgressViewStyle: ProgressViewStyle {
    static var styleName: String? { get }
}

extension NamedProgressViewStyle {
    /// A built-in style's body: the standard progress view.
    public func makeBody(configuration: ProgressViewStyleConfiguration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
}

/// The platform's default: a bar when the value is known, else a spinner.
public struct DefaultProgressViewStyle: NamedProgressViewStyle {
    static var styleName: String? { nil }
    public init() {}
}

/// A horizontal bar.
public struct LinearProgressViewStyle: NamedProgressViewStyle {
    static var styleName: String? { "linear" }
    public init() {}
}

/// A spinner (the web host draws a determinate one as a bar too).
public struct CircularProgressViewStyle: NamedProgressViewStyle {
    static var styleName: String? { "circular" }
    public init() {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

struct CustomProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: (any ProgressViewStyle)? { nil }
}

struct ProgressViewStyleNameKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// The progress view style of your own set above; nil below a built-in style or none.
    var customProgressViewStyle: (any ProgressViewStyle)? {
        get { self[CustomProgressViewStyleKey.self] }
        set { self[CustomProgressViewStyleKey.self] = newValue }
    }

    /// The built-in progress view style's name set above (nil for `.automatic` or none).
    var progressViewStyleName: String? {
        get { self[ProgressViewStyleNameKey.self] }
        set { self[ProgressViewStyleNameKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of progress views below (see ``ProgressViewStyle``): a built-in style's name
    /// (attribute `progressViewStyle`), or a style of your own whose body replaces each one.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let named = S.self as? any NamedProgressViewStyle.Type
        return environment(\.progressViewStyleName, named?.styleName)
            .environment(\.customProgressViewStyle, named == nil ? style : nil)
    }
}

/// A progress view replaced by a ``ProgressViewStyle`` of your own: the style's body, with the
/// custom style cleared below.
struct StyledProgressContent: View {
    let style: any ProgressViewStyle
    let progress: ProgressView

    var body: some View {
        let fraction = progress.value.map { progress.total > 0 ? min(max($0 / progress.total, 0), 1) : 0 }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction.flatMap { $0.isFinite ? $0 : nil },
            label: progress.label.map { .init(content: Text(verbatim: $0)) }, currentValueLabel: nil,
            title: progress.label)
        return AnyView(erasing: style.makeBody(configuration: configuration))
            .environment(\.customProgressViewStyle, nil)
    }
}
