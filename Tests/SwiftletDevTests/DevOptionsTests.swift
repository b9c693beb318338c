import Foundation
import SwiftletDev
import Testing

@Suite("swiftlet-dev command line and product choice")
struct DevOptionsTests {
    @Test("--product, --host, --port and app arguments after -- are read; no --port leaves the choice to the tool")
    func parsesOptions() throws {
        let options = try DevOptions(arguments: [
            "--product", "Counter", "--host=0.0.0.0", "--port", "9000", "--", "--x",
        ])
        #expect(options.product == "Counter")
        #expect(options.host == "0.0.0.0")
        #expect(options.port == 9000)
        #expect(options.appArguments == ["--x"])
        #expect(try DevOptions(arguments: []).port == nil)
    }

    @Test("a bad port, a missing value or an unknown option is a usage error naming it")
    func rejectsBadArguments() {
        #expect(throws: DevError.usage("--port needs a number from 1 to 65535, not 70000")) {
            try DevOptions(arguments: ["--port", "70000"])
        }
        #expect(throws: DevError.usage("--product needs a value")) { try DevOptions(arguments: ["--product"]) }
        #expect(throws: DevError.usage("--product needs a value")) {
            try DevOptions(arguments: ["--product", "--port", "1"])
        }
        #expect(throws: DevError.usage("unknown argument --bogus (see --help)")) {
            try DevOptions(arguments: ["--bogus"])
        }
    }

    static let describe = Data(
        """
        {"name": "Examples", "products": [
          {"name": "Counter", "targets": ["Counter"], "type": {"executable": null}},
          {"name": "Kit", "targets": ["Kit"], "type": {"library": ["automatic"]}},
          {"name": "Quiz", "targets": ["Quiz"], "type": {"executable": null}}
        ]}
        """.utf8)

    @Test("the executables of `swift package describe` are found, libraries left out")
    func readsExecutables() throws {
        let (package, products) = try ProductSelection.executables(describeJSON: Self.describe)
        #expect(package == "Examples")
        #expect(products == ["Counter", "Quiz"])
        #expect(throws: DevError.self) { try ProductSelection.executables(describeJSON: Data("nope".utf8)) }
    }

    @Test("one product is chosen by itself; several need --product; none or an unknown name is a clear error")
    func choosesProduct() throws {
        #expect(try ProductSelection.choose(requested: nil, among: ["Counter"], package: "P") == "Counter")
        #expect(try ProductSelection.choose(requested: "Quiz", among: ["Counter", "Quiz"], package: "P") == "Quiz")
        #expect(throws: DevError.severalExecutables(["Counter", "Quiz"])) {
            try ProductSelection.choose(requested: nil, among: ["Counter", "Quiz"], package: "P")
        }
        #expect(throws: DevError.noExecutable(package: "P")) {
            try ProductSelection.choose(requested: nil, among: [], package: "P")
        }
        #expect(throws: DevError.unknownProduct("Nope", available: ["Counter"])) {
            try ProductSelection.choose(requested: "Nope", among: ["Counter"], package: "P")
        }
        let several = DevError.severalExecutables(["Counter", "Quiz"]).description
        #expect(several.contains("Counter, Quiz") && several.contains("--product NAME"))
        #expect(DevError.portInUse(host: "127.0.0.1", port: 8080).description.contains("port 8080"))
    }
}
