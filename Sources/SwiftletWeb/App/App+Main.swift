import Foundation
@_spi(SwiftletHost) import SwiftletUI

extension App {
    /// The entry point `@main` uses when SwiftletWeb is imported: parses `--host`/`--port`, serves the
    /// app on a `WebServer` and prints one line with its address to standard output.
    ///
    /// Ctrl-C (SIGINT) or SIGTERM shuts down gracefully and exits 0. Bad arguments print one `error:`
    /// line and exit 2; an address that cannot be bound (a port already in use) prints one `error:` line
    /// naming the port and exits 1.
    @MainActor
    public static func main() async {
        DevMode.followParent()  // dev: dies with swiftlet-dev (docs/dev.md)
        let command = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        let options: WebServerOptions
        do {
            options = try WebServerOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            AppServer.printError(error)
            exit(2)
        }
        if options.showsHelp {
            print(WebServerOptions.usage(command: command))
            return
        }
        let host = options.host
        let name = "\(Self.self)"
        do {
            try await AppServer.run(Self(), options: options) { port in
                FileHandle.standardOutput.write(
                    Data("Serving \(name) at http://\(host):\(port)/ (Ctrl-C stops)\n".utf8))
            }
        } catch {
            AppServer.printError(error)
            exit(1)
        }
    }
}

extension AppServer {
    /// Writes `error: <description>` as one line to standard error.
    static func printError(_ error: any Error) {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    }
}
