/// The command line of `swiftlet-dev`, parsed.
///
/// `swiftlet-dev [--product NAME] [--host ADDRESS] [--port PORT] [--package-path DIR]
/// [--scratch-path DIR] [-- APP ARGUMENTS…]`. `--host` and `--port` are passed on to the app; without
/// `--port` the tool picks one free port once and keeps it across restarts.
public struct DevOptions: Sendable, Equatable {
    /// The executable product to run; nil when the package has only one.
    public var product: String?
    /// The address the app listens on.
    public var host = "127.0.0.1"
    /// The app's port; nil lets the tool choose a free one once.
    public var port: Int?
    /// The package's root folder.
    public var packagePath = "."
    /// Passed on to `swift build --scratch-path` (a build folder other than `.build`).
    public var scratchPath: String?
    /// Further arguments for the app, after `--`.
    public var appArguments: [String] = []
    /// `--help` was given.
    public var showsHelp = false

    /// The defaults: the only product, 127.0.0.1, a free port, the current folder.
    public init() {}

    /// Parses `arguments` (without the command's own name).
    ///
    /// - Throws: ``DevError/usage(_:)`` for an unknown option, a missing value or a bad port.
    public init(arguments: [String]) throws(DevError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                appArguments = Array(remaining)
                return
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--help", "-h":
                showsHelp = true
            case "--product", "--host", "--port", "--package-path", "--scratch-path":
                guard let value = inline ?? remaining.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
                    throw .usage("\(name) needs a value")
                }
                switch name {
                case "--product": product = value
                case "--host": host = value
                case "--package-path": packagePath = value
                case "--scratch-path": scratchPath = value
                default:
                    guard let number = Int(value), (1...65535).contains(number) else {
                        throw .usage("--port needs a number from 1 to 65535, not \(value)")
                    }
                    port = number
                }
            default:
                throw .usage("unknown argument \(argument) (see --help)")
            }
        }
    }

    /// The help text.
    public static let usage = """
        USAGE: swiftlet-dev [--product <name>] [--host <address>] [--port <port>]
                            [--package-path <dir>] [--scratch-path <dir>] [-- <app arguments>...]

        Builds and runs the package's app, watches Sources/ and Package.swift, rebuilds on every save
        and restarts the app on the same port; open tabs reload themselves (see docs/dev.md).

        OPTIONS:
          --product <name>      The executable product to run (needed when there are several).
          --host <address>      Address the app listens on (default: 127.0.0.1).
          --port <port>         The app's port (default: a free one, kept across restarts).
          --package-path <dir>  The package's folder (default: the current folder).
          --scratch-path <dir>  The build folder (default: <package>/.build).
          -h, --help            Show this help.
        """
}
