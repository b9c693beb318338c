import Foundation
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// The client's modules bundled into one script (`ClientBundle`), as the host serves them.
@Suite struct ClientBundleTests {
    let modules = WebAssets.clientModules()

    /// The names a module declares at its top level (its declarations start at the line's start).
    static func topLevelNames(_ source: String) -> [String] {
        var names: [String] = []
        for line in ClientBundle.split(source).body.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
            var words = line.split(separator: " ", maxSplits: 3).map(String.init)
            if words.first == "async" { words.removeFirst() }
            guard words.count >= 2, ["function", "function*", "const", "let", "class"].contains(words[0]) else {
                continue
            }
            let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }

    /// The names a module exports.
    static func exportedNames(_ source: String) -> Set<String> {
        var names: Set<String> = []
        for line in source.split(separator: "\n") where line.hasPrefix("export ") {
            names.formUnion(topLevelNames(String(line.dropFirst("export ".count))))
        }
        return names
    }

    @Test func theResourcesHoldTheClientsModules() {
        #expect(modules[ClientBundle.entry] != nil)
        #expect(modules["constants.js"] != nil && modules["listeners.js"] != nil)
        #expect(modules.count >= 20)
    }

    @Test func noTwoModulesDeclareTheSameTopLevelName() {
        var owners: [String: String] = [:]
        for (file, source) in modules.sorted(by: { $0.key < $1.key }) {
            for name in Self.topLevelNames(source) {
                if let other = owners[name] {
                    Issue.record("\(name) is declared by \(other) and \(file): the bundle shares one scope")
                }
                owners[name] = file
            }
        }
        #expect(owners["connect"] == "socket.js")
        #expect(owners["listen"] == "listeners.js")
    }

    @Test func everyImportNamesAnExportOfAModuleThatIsThere() {
        for (file, source) in modules {
            for item in ClientBundle.split(source).imports {
                guard let imported = modules[item.module] else {
                    Issue.record("\(file) imports \(item.module), which is not there")
                    continue
                }
                let exported = Self.exportedNames(imported)
                for name in item.names where !exported.contains(name) {
                    Issue.record("\(file) imports \(name) from \(item.module), which does not export it")
                }
            }
        }
    }

    @Test func everyModuleIsInTheBundleAfterTheModulesItImports() throws {
        let order = try ClientBundle.order(modules: modules)
        #expect(Set(order) == Set(modules.keys), "every module is reachable from main.js")
        #expect(order.last == ClientBundle.entry)
        for (index, file) in order.enumerated() {
            for item in ClientBundle.split(modules[file] ?? "").imports {
                #expect((order.firstIndex(of: item.module) ?? .max) < index, "\(file) runs before \(item.module)")
            }
        }
    }

    @Test func theBundleIsOneScriptWithoutImportsOrExports() throws {
        let script = try ClientBundle.bundle(modules: modules)
        #expect(script.hasPrefix("// The Swiftlet browser client"))
        #expect(script.hasSuffix("})();\n"))
        let lines = script.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("import ") || $0.hasPrefix("export ") })
        #expect(script.contains("Reconnecting") && script.contains("window.benchDone"))
        #expect(WebAssets.load().missing.isEmpty)
    }

    @Test func importsAreReadAcrossLinesAndExportsLoseTheirKeyword() throws {
        let source = """
            import { a, b } from "./one.js";
            import {
              c,
            } from "./two.js";
            import "./three.js";
            export function f() {}
            export const g = 1;
            """
        let (imports, body) = ClientBundle.split(source)
        #expect(
            imports == [
                .init(names: ["a", "b"], module: "one.js"), .init(names: ["c"], module: "two.js"),
                .init(names: [], module: "three.js"),
            ])
        #expect(body == "function f() {}\nconst g = 1;")
    }

    @Test func aMissingModuleOrACycleIsReported() {
        #expect(throws: ClientBundle.Failure.missingModule("gone.js", importedBy: "main.js")) {
            try ClientBundle.order(modules: ["main.js": "import \"./gone.js\";"])
        }
        let cyclic = ["main.js": "import \"./a.js\";", "a.js": "import \"./b.js\";", "b.js": "import \"./a.js\";"]
        #expect(throws: ClientBundle.Failure.cycle(["a.js", "b.js", "a.js"])) {
            try ClientBundle.order(modules: cyclic)
        }
    }
}
