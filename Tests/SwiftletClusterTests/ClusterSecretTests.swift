import Foundation
import Testing

@testable import SwiftletCluster

/// The secret file a node makes in its data directory when `--cluster-secret` is not given.
@Suite struct ClusterSecretTests {
    @Test func theSecretFileIsMadeOnceRandomAndPrivate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cluster-secret-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try ClusterSecret.loadOrCreate(in: directory)
        #expect(first.count == 64)
        let again = try ClusterSecret.loadOrCreate(in: directory)
        #expect(again == first)
        #expect(first.allSatisfy { $0.isHexDigit })
        let file = directory.appendingPathComponent(ClusterSecret.fileName)
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)

        let other = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cluster-secret-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: other) }
        let fresh = try ClusterSecret.loadOrCreate(in: other)
        #expect(fresh != first)
    }

    @Test func aBlankSecretFileIsRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cluster-secret-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(" \n".utf8).write(to: directory.appendingPathComponent(ClusterSecret.fileName))
        #expect(throws: ClusterError.emptySecret) { _ = try ClusterSecret.loadOrCreate(in: directory) }
    }
}
