import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// The command line of an app run through `App.main()`.
@Suite struct WebServerOptionsTests {
    @Test func defaultsTo127001Port8080() throws {
        let options = try WebServerOptions(arguments: [])
        #expect(options.host == "127.0.0.1" && options.port == 8080 && !options.showsHelp)
    }

    @Test func hostAndPortTakeSeparateOrInlineValues() throws {
        let separate = try WebServerOptions(arguments: ["--host", "0.0.0.0", "--port", "9000"])
        #expect(separate.host == "0.0.0.0" && separate.port == 9000)
        let inline = try WebServerOptions(arguments: ["--port=0", "--host=localhost"])
        #expect(inline.host == "localhost" && inline.port == 0)
        #expect(try WebServerOptions(arguments: ["-h"]).showsHelp)
    }

    @Test func sessionGraceIsSecondsAndDefaultsToAMinute() throws {
        #expect(try WebServerOptions(arguments: []).sessionGrace == .seconds(60))
        #expect(try WebServerOptions(arguments: ["--session-grace", "2.5"]).sessionGrace == .milliseconds(2_500))
        #expect(try WebServerOptions(arguments: ["--session-grace=0"]).sessionGrace == .zero)
    }

    @Test(arguments: [
        (["--port"], WebServerOptionsError.missingValue("--port")),
        (["--host="], .missingValue("--host")),
        (["--port", "http"], .badPort("http")),
        (["--port", "70000"], .badPort("70000")),
        (["--verbose"], .unknownArgument("--verbose")),
        (["8080"], .unknownArgument("8080")),
        (["--session-grace"], .missingValue("--session-grace")),
        (["--session-grace", "-1"], .badSeconds("-1")),
        (["--session-grace", "soon"], .badSeconds("soon")),
    ])
    func badCommandLinesAreNamed(arguments: [String], expected: WebServerOptionsError) {
        #expect(throws: expected) { try WebServerOptions(arguments: arguments) }
        #expect(!"\(expected)".contains("\n"))
    }
}
