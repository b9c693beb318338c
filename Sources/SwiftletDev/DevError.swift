/// What stops `swiftlet-dev` before it runs anything; printed as one `error:` line.
public enum DevError: Error, Equatable, CustomStringConvertible {
    /// A bad command line.
    case usage(String)
    /// `swift package describe` failed (no package here, a broken manifest): its first error line.
    case describeFailed(String)
    /// The package has no executable product.
    case noExecutable(package: String)
    /// Several executable products and no `--product`.
    case severalExecutables([String])
    /// `--product` names no executable product of the package.
    case unknownProduct(String, available: [String])
    /// The app's port is taken.
    case portInUse(host: String, port: Int)

    public var description: String {
        switch self {
        case .usage(let text): return text
        case .describeFailed(let text): return "cannot read the package: \(text)"
        case .noExecutable(let package):
            return "package \(package) has no executable product to run (add an .executableTarget with an App)"
        case .severalExecutables(let names):
            return "package has several executable products (\(names.joined(separator: ", "))); "
                + "choose one with --product NAME"
        case .unknownProduct(let name, let available):
            return "no executable product named \(name); the package has: \(available.joined(separator: ", "))"
        case .portInUse(let host, let port):
            return "port \(port) on \(host) is in use; choose another with --port or stop what listens there"
        }
    }
}
