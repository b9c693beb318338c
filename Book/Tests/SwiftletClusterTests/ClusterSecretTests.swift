import Foundation
import Testing

@testable import SwiftletCluster

/// Where a node's secret comes from (never its arguments), and the file it makes when none is given.
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

    @Test func theSecretFileIsNeverMadeThroughASymlink() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cluster-secret-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Someone planted a link where the secret file goes, pointing at a file of their choice.
        let target = directory.appendingPathComponent("planted")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent(ClusterSecret.fileName).path, withDestinationPath: target.path)
        #expect(throws: ClusterSecret.FileError.self) { _ = try ClusterSecret.loadOrCreate(in: directory) }
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test func theSecretComesFromTheFileOptionThenTheEnvironmentThenTheDataDirectory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cluster-secret-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("given")
        try Data("from-file\n".utf8).write(to: file)
        let environment = [ClusterSecret.environmentVariable: "from-environment"]
        #expect(
            try ClusterSecret.resolve(file: file.path, environment: environment, dataDirectory: directory)
                == "from-file")
        #expect(
            try ClusterSecret.resolve(file: nil, environment: environment, dataDirectory: directory)
                == "from-environment")
        let made = try ClusterSecret.resolve(file: nil, environment: [:], dataDirectory: directory)
        #expect(made.count == 64)
        #expect(throws: ClusterError.emptySecret) {
            _ = try ClusterSecret.resolve(
                file: nil, environment: [ClusterSecret.environmentVariable: " "], dataDirectory: directory)
        }
        #expect(throws: ClusterSecret.FileError.self) {
            _ = try ClusterSecret.resolve(
                file: directory.appendingPathComponent("missing").path, environment: [:], dataDirectory: directory)
        }
    }
}
