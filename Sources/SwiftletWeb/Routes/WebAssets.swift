import Foundation

/// The static files of the browser host (the JavaScript client and the stylesheet), read once from
/// the module's resources. The client is written as ES modules (`Resources/client/`); the page
/// loads them bundled into one script (``script``, made by ``ClientBundle``) or, with
/// ``WebHostConfiguration/clientScript`` `.modules`, as they are (``modules``).
struct WebAssets: Sendable {
    let script: String
    let stylesheet: String
    /// The client's modules by file name (`main.js`, `socket.js`, …).
    let modules: [String: String]

    /// Loads the assets; a missing resource is a packaging error and yields an empty file plus a
    /// logged diagnostic by the caller, never a crash. A client whose modules cannot be bundled (an
    /// import of a module that is not there, a cycle) is reported the same way.
    static func load() -> (assets: WebAssets, missing: [String]) {
        var missing: [String] = []
        func read(_ name: String, _ ext: String) -> String {
            let folder = "Resources"
            guard
                let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: folder)
                    ?? Bundle.module.url(forResource: name, withExtension: ext),
                let text = try? String(contentsOf: url, encoding: .utf8)
            else {
                missing.append("\(name).\(ext)")
                return ""
            }
            return text
        }
        let modules = clientModules()
        var script = ""
        if modules.isEmpty {
            missing.append("client/*.js")
        } else {
            do {
                script = try ClientBundle.bundle(modules: modules)
            } catch {
                missing.append("client bundle (\(error))")
            }
        }
        let assets = WebAssets(script: script, stylesheet: read("swiftlet", "css"), modules: modules)
        return (assets, missing)
    }

    /// The `.js` files of `Resources/client`.
    static func clientModules() -> [String: String] {
        guard
            let folder = Bundle.module.url(forResource: "client", withExtension: nil, subdirectory: "Resources")
                ?? Bundle.module.url(forResource: "client", withExtension: nil),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [:] }
        var modules: [String: String] = [:]
        for name in names where name.hasSuffix(".js") {
            if let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) {
                modules[name] = text
            }
        }
        return modules
    }

    /// The page's script elements: the bundle, or the entry module with every module preloaded (so
    /// the browser fetches them at once instead of one import level after another).
    func pageScript(_ kind: ClientScript) -> String {
        switch kind {
        case .bundle:
            return "<script src=\"/web/swiftlet.js\" defer></script>"
        case .modules:
            var html = ""
            for name in modules.keys.sorted() where name != ClientBundle.entry {
                html += "<link rel=\"modulepreload\" href=\"/web/client/\(name)\">"
            }
            return html + "<script src=\"/web/client/\(ClientBundle.entry)\" type=\"module\"></script>"
        }
    }
}

/// How the page loads the client: one script that holds every module (the default), or the ES
/// modules as they are. `SWIFTLET_CLIENT_SCRIPT=modules` in the environment picks the modules (the
/// page-load benchmark compares the two).
@_spi(SwiftletEmbedding) public enum ClientScript: String, Sendable, CaseIterable {
    /// One script, `/web/swiftlet.js`, holding every module.
    case bundle
    /// The modules as they are, `/web/client/<name>.js`, from the entry `main.js`.
    case modules

    /// `SWIFTLET_CLIENT_SCRIPT` (`bundle` or `modules`), `.bundle` when it is unset or neither.
    public static var fromEnvironment: ClientScript {
        ProcessInfo.processInfo.environment["SWIFTLET_CLIENT_SCRIPT"].flatMap(ClientScript.init(rawValue:)) ?? .bundle
    }
}

/// The client's ES modules made into one classic script: the modules in the order a browser runs
/// them (depth first from `main.js`, each after the modules it imports), their `import` lines
/// dropped and their `export` keywords removed, inside one function. The modules share that
/// function's scope, so no two may declare the same top-level name (`scripts/lint-client` and
/// `ClientBundleTests` check it). Each import is `import { a, b } from "./x.js";` or
/// `import "./x.js";`.
enum ClientBundle {
    static let entry = "main.js"

    struct Import: Equatable, Sendable {
        var names: [String]
        /// The imported module's file name (`socket.js`).
        var module: String
    }

    enum Failure: Error, Equatable, CustomStringConvertible {
        case missingModule(String, importedBy: String)
        case cycle([String])

        var description: String {
            switch self {
            case .missingModule(let name, let importer): "\(importer) imports \(name), which is not there"
            case .cycle(let names): "import cycle: \(names.joined(separator: " -> "))"
            }
        }
    }

    /// The imports of `source` and its text without them.
    static func split(_ source: String) -> (imports: [Import], body: String) {
        var imports: [Import] = []
        var body = ""
        var pending: String? = nil
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if pending == nil, !line.hasPrefix("import ") && !line.hasPrefix("import{") {
                body += line.hasPrefix("export ") ? String(line.dropFirst("export ".count)) : String(line)
                body += "\n"
                continue
            }
            let statement = (pending.map { $0 + "\n" } ?? "") + line
            guard line.contains("\"") else {
                pending = statement
                continue
            }
            pending = nil
            imports.append(parseImport(statement))
        }
        if body.hasSuffix("\n") { body.removeLast() }
        return (imports, body)
    }

    private static func parseImport(_ statement: String) -> Import {
        var names: [String] = []
        if let open = statement.firstIndex(of: "{"), let close = statement.firstIndex(of: "}") {
            names = statement[statement.index(after: open)..<close].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines)
            }.filter { !$0.isEmpty }
        }
        let quoted = statement.split(separator: "\"", omittingEmptySubsequences: false)
        var module = quoted.count > 1 ? String(quoted[1]) : ""
        if module.hasPrefix("./") { module.removeFirst(2) }
        return Import(names: names, module: module)
    }

    /// The modules reachable from `entry`, each after the modules it imports.
    static func order(modules: [String: String], entry: String = entry) throws(Failure) -> [String] {
        var done: Set<String> = []
        var open: [String] = []
        var ordered: [String] = []
        func visit(_ name: String, from importer: String) throws(Failure) {
            if done.contains(name) { return }
            if let start = open.firstIndex(of: name) { throw .cycle(Array(open[start...]) + [name]) }
            guard let source = modules[name] else { throw .missingModule(name, importedBy: importer) }
            open.append(name)
            for item in split(source).imports { try visit(item.module, from: name) }
            open.removeLast()
            done.insert(name)
            ordered.append(name)
        }
        try visit(entry, from: "the page")
        return ordered
    }

    /// The one script.
    static func bundle(modules: [String: String], entry: String = entry) throws(Failure) -> String {
        var script = "// The Swiftlet browser client: its modules (Resources/client) in one script.\n"
        script += "(function () {\n\"use strict\";\n"
        // The client drives an app's page only.
        script += "if (!document.getElementById(\"sw-app\")) return;\n"
        for name in try order(modules: modules, entry: entry) {
            script += "\n// ---- client/\(name) ----\n"
            script += split(modules[name] ?? "").body
            script += "\n"
        }
        return script + "})();\n"
    }
}
