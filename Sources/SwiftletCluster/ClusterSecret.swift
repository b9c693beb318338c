import Foundation

/// The cluster's shared secret: constant-time comparison, and the data-directory file used when
/// `--cluster-secret` is not given.
public enum ClusterSecret {
    /// The file name of the generated secret inside the data directory.
    public static let fileName = "cluster-secret"

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

    /// Returns the secret in `directory/cluster-secret`, creating it (64 random hex digits, mode
    /// 0600) on first use. Throws ``ClusterError/emptySecret`` when the file exists but is blank.
    public static func loadOrCreate(in directory: URL) throws -> String {
        let file = directory.appendingPathComponent(fileName)
        let manager = FileManager.default
        if manager.fileExists(atPath: file.path) {
            let text = try String(contentsOf: file, encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { throw ClusterError.emptySecret }
            return text
        }
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        var generator = SystemRandomNumberGenerator()
        let secret = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }
            .joined()
        try Data((secret + "\n").utf8).write(to: file, options: .atomic)
        try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        return secret
    }
}
