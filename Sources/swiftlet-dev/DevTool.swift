import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import SwiftletDev
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletWeb

#if canImport(Glibc)
    import Glibc
#endif

/// `swiftlet-dev`: the edit loop of a package that depends on Swiftlet (docs/dev.md).
///
/// Reads the package's executable products, picks the app's port once, serves the control endpoint
/// (`GET /events`, Server-Sent Events) on a free loopback port, and runs ``DevLoop`` until SIGINT or
/// SIGTERM. Anything wrong before the loop starts prints one `error:` line and exits 1 (2 for a bad
/// command line).
@main
enum DevTool {
    static func main() async {
        let options: DevOptions
        do {
            options = try DevOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            DevLoop.printError(error.description)
            exit(2)
        }
        if options.showsHelp {
            say(DevOptions.usage)
            return
        }
        do {
            try await run(options)
        } catch {
            DevLoop.printError("\(error)")
            exit(1)
        }
    }

    /// Writes one line to standard output at once (also when it is a pipe: a log, an editor's terminal).
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func run(_ options: DevOptions) async throws {
        let packagePath = URL(fileURLWithPath: options.packagePath).standardizedFileURL.path
        let scratchPath = options.scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let describer = Builder(packagePath: packagePath, scratchPath: scratchPath, product: "")
        let description = await describer.describe()
        guard description.succeeded else {
            let first = CompilerMessage.errors(inBuildOutput: description.output).first?.summary
            throw DevError.describeFailed(first ?? "swift package describe failed in \(packagePath)")
        }
        let (package, products) = try ProductSelection.executables(describeJSON: Data(description.output.utf8))
        let product = try ProductSelection.choose(requested: options.product, among: products, package: package)
        let port: Int
        if let requested = options.port {
            guard !Ports.isInUse(host: options.host, port: requested) else {
                throw DevError.portInUse(host: options.host, port: requested)
            }
            port = requested
        } else {
            guard let free = Ports.freePort(host: options.host) else {
                throw DevError.usage("no free port on \(options.host)")
            }
            port = free
        }
        guard let controlPort = Ports.freePort(host: "127.0.0.1") else {
            throw DevError.usage("no free loopback port for the control endpoint")
        }
        let controlURL = "http://127.0.0.1:\(controlPort)"
        let events = DevEvents()
        let loop = DevLoop(
            builder: Builder(packagePath: packagePath, scratchPath: scratchPath, product: product),
            host: options.host, port: port, controlURL: controlURL, appArguments: options.appArguments,
            events: events)
        var logger = Logger(label: "swiftlet-dev")
        logger.logLevel = .warning
        let router = Router()
        // The names the app answers to, as `App.main()` computes them from the same arguments.
        let appHosts = Self.appHosts(listeningOn: options.host, appArguments: options.appArguments)
        ControlRoutes.register(on: router, events: events, appPort: port, appHosts: appHosts)
        let application = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: controlPort)),
            logger: logger)
        // A service group shuts its services down in reverse order: the loop first (it cancels a build
        // under way, stops the app and ends the tabs' event streams), then the control endpoint, whose
        // graceful shutdown waits for those streams to end.
        let group = ServiceGroup(
            configuration: .init(
                services: [application, loop], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
    }

    /// The host names the app answers to: its `--allowed-host` arguments, else its listening address
    /// and `localhost` (any address literal too when it listens on every address), as `App.main()`
    /// decides them.
    static func appHosts(listeningOn host: String, appArguments: [String]) -> OriginCheck {
        var allowed: [String] = []
        var arguments = appArguments[...]
        while let argument = arguments.popFirst() {
            if argument == "--allowed-host", let value = arguments.popFirst() {
                allowed.append(value)
            } else if argument.hasPrefix("--allowed-host=") {
                allowed.append(String(argument.dropFirst("--allowed-host=".count)))
            }
        }
        return OriginCheck(
            allowedHosts: allowed.isEmpty ? WebHostConfiguration.defaultAllowedHosts(listeningOn: host) : Set(allowed),
            allowsAnyAddressHost: allowed.isEmpty && WebHostConfiguration.isWildcard(host))
    }
}
