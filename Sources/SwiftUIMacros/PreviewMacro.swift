import SwiftCompilerPlugin
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`, `#Preview("Name") { … }` and `#Preview("Name", traits: …) { … }`.
///
/// Expands to one file-private, main-actor struct with a macro-unique name that conforms to
/// `SwiftletUI.PreviewRegistration`: its name, the source file and line of the `#Preview`, and a
/// function that makes the view by running the preview's closure (through `__makePreviewView`, so
/// the closure is type-checked as the macro's own `@ViewBuilder` parameter). Traits are accepted and
/// ignored. `PreviewRegistry` finds these types at run time; nothing runs before `main`.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let body = previewBody(of: node) else {
            context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic.missingBody))
            return []
        }
        // The name is the first argument when it has no label; later unlabelled ones are traits.
        let nameExpression =
            node.arguments.first.flatMap { $0.label == nil ? "\($0.expression.trimmed)" : nil } ?? "nil"
        let typeName = context.makeUniqueName("SwiftletPreview")
        let fileID: String
        let line: String
        if let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) {
            fileID = "\(location.file)"
            line = "\(location.line)"
        } else {
            fileID = "\"\""
            line = "0"
        }
        return [
            """
            @MainActor
            fileprivate struct \(typeName): SwiftletUI.PreviewRegistration {
                nonisolated static let previewName: String? = \(raw: nameExpression)
                nonisolated static let fileID: String = \(raw: fileID)
                nonisolated static let line: Int = \(raw: line)
                static func makeView() -> any SwiftletUI.View {
                    SwiftletUI.__makePreviewView \(body.trimmed)
                }
            }
            """
        ]
    }

    /// The preview's closure: the trailing closure, or an argument labelled `body`.
    static func previewBody(of node: some FreestandingMacroExpansionSyntax) -> ClosureExprSyntax? {
        if let trailing = node.trailingClosure { return trailing }
        return node.arguments.first(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self)
    }
}

/// What `#Preview` reports when it cannot expand.
enum PreviewDiagnostic: String, DiagnosticMessage {
    case missingBody

    var message: String {
        switch self {
        case .missingBody: "#Preview needs a closure that makes the view, as in #Preview { ContentView() }"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "SwiftUIMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}

/// The compiler plug-in that provides the `SwiftUI` module's macros.
@main
struct SwiftUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
