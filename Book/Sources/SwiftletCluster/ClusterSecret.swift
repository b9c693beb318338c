import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The cluster's shared secret: where it is read from, the data-directory file made on first use,
/// and constant-time comparison.
///
/// The secret never appears in a process's arguments (where any local user can read it): it comes
/// from a file (`--cluster-secret-file`), the environment (``environmentVariable``), or the data
/// directory's ``fileName``, which is made on first start.
public enum ClusterSecret {
    /// The file name of the generated secret inside the data directory.
    public static let fileName = "cluster-secret"
    /// The environment variable a secret may be given in.
    public static let environmentVariable = "SWIFTLET_CLUSTER_SECRET"

    /// Why a secret could not be read or made.
    public struct FileError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Compares two secrets in time that depends only on their lengths, not on where they differ.
    public static func matches(_ presented: String, _ expected: String) -> Bool {
        let left = Array(presented.utf8)
        let right = Array(expected.utf8)
        var difference = UInt8(left.count == right.count ? 0 : 1)
        let length = max(left.count, right.count)
        for index in 0..<length {
            let a = index < left.count ? left[index] : 0
            let b = index < right.count ? right[index] : 0
            difference |= a ^ b
        }
        return difference == 0 && !expected.isEmpty
    }

    /// The secret a node uses: the file `file` when given, else the environment's
    /// ``environmentVariable`` when set, else the data directory's file (made on first use, see
    /// ``loadOrCreate(in:)``). Throws ``ClusterError/emptySecret`` for a blank secret and
    /// ``FileError`` when the file cannot be read.
    public static func resolve(
        file: String?, environment: [String: String] = ProcessInfo.processInfo.environment, dataDirectory: URL
    ) throws -> String {
        if let file { return try load(from: URL(fileURLWithPath: file)) }
        if let value = environment[environmentVariable] {
            let secret = value.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !secret.isEmpty else { throw ClusterError.emptySecret }
            return secret
        }
        return try loadOrCreate(in: dataDirectory)
    }

    /// The secret in `file`, surrounding whitespace removed. Throws ``ClusterError/emptySecret``
    /// when it is blank and ``FileError`` when it cannot be read.
    public static func load(from file: URL) throws -> String {
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw FileError(
                description: "cannot read the cluster secret file \(file.path): \(error.localizedDescription)")
        }
        let secret = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !secret.isEmpty else { throw ClusterError.emptySecret }
        return secret
    }

    /// Returns the secret in `directory/cluster-secret`, creating it on first use: 64 random hex
    /// digits, in a file created exclusively (`O_CREAT|O_EXCL`, so never through a symlink or over
    /// a file someone else made) with mode 0600 from the start. Throws ``ClusterError/emptySecret``
    /// when the file exists but is blank, ``FileError`` when it cannot be made.
    public static func loadOrCreate(in directory: URL) throws -> String {
        let file = directory.appendingPathComponent(fileName)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var generator = SystemRandomNumberGenerator()
        let secret = ClusterHandshake.hex((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            // Made before (or by a node starting at the same moment): use it. A link to nothing
            // there is never followed to create its target.
            if code == EEXIST {
                if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: file.path),
                    !FileManager.default.fileExists(atPath: file.path)
                {
                    throw FileError(
                        description: "\(file.path) is a symbolic link to \(destination), which does not exist; "
                            + "the secret file is never created through a link")
                }
                return try load(from: file)
            }
            throw FileError(description: "cannot create \(file.path): \(String(cString: strerror(code)))")
        }
        defer { close(descriptor) }
        let bytes = Array((secret + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                unlink(file.path)
                throw FileError(description: "cannot write \(file.path): \(String(cString: strerror(code)))")
            }
            written += count
        }
        return secret
    }
}
