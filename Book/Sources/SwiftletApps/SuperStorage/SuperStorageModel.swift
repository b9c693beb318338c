import Foundation
import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// SuperStorage's model (book §2.2), on the main actor: the server's files and status, the three
/// download plans, and the progress rows of the download screen.
///
/// Downloads run off the main actor (the HTTP client's tasks) and hop back to the main actor for each
/// progress step. Cancelling the calling task stops a download at once: it throws
/// `CancellationError`, or, when the task-local ``DownloadContext/supportsPartialDownloads`` is true,
/// returns the bytes received so far. Errors a user should read are ``SuperStorageError``s.
@MainActor
public final class SuperStorageModel: ObservableObject {
    /// One row per running or finished download of the current visit (Cloud 9: one per part).
    @Published public private(set) var downloads: [DownloadInfo] = []

    let server: URL
    let client: WebClient
    /// Awaited before each request with the request's path (tests gate requests with it).
    let beforeRequest: @Sendable (String) async -> Void

    /// A model for the book server at `server`. `beforeRequest` runs before every request is sent.
    public init(
        server: URL, client: WebClient? = nil, beforeRequest: @escaping @Sendable (String) async -> Void = { _ in }
    ) {
        self.server = server
        self.client = client ?? LiveStreamClient.shared
        self.beforeRequest = beforeRequest
    }

    // MARK: - File list

    /// GET `/files/list`.
    public func availableFiles() async throws -> [ServerFile] {
        await beforeRequest("/files/list")
        return try await mapErrors {
            try await client.decoded([ServerFile].self, for: .get(server.appending(path: "files/list")))
        }
    }

    /// GET `/files/status`: the server's storage status text.
    public func status() async throws -> String {
        await beforeRequest("/files/status")
        return try await mapErrors { try await client.text(for: .get(server.appending(path: "files/status"))) }
    }

    // MARK: - Downloads

    /// Silver: one plain request. The row jumps from 0 to 1 when the bytes are in.
    public func download(file: ServerFile) async throws -> Data {
        addDownload(name: file.name)
        let url = downloadURL(file.name)
        await beforeRequest("/files/download")
        let data = try await mapErrors(file: file.name) { try await client.data(for: .get(url)) }
        updateDownload(name: file.name, progress: 1)
        guard data.count == file.size else { throw Self.wrongSize(data, file: file) }
        return data
    }

    /// Gold: one streamed request, about 20 progress steps.
    public func downloadWithProgress(file: ServerFile) async throws -> Data {
        try await downloadWithProgress(fileName: file.name, name: file.name, size: file.size, offset: nil)
    }

    /// One streamed download of `size` bytes of `fileName` starting at `offset` (a ranged request that
    /// must answer 206) or of the whole file (`offset` nil), shown as the row `name` (added unless it exists).
    public func downloadWithProgress(fileName: String, name: String, size: Int, offset: Int?) async throws -> Data {
        if !downloads.contains(where: { $0.name == name }) { addDownload(name: name) }
        var request = WebRequest.get(downloadURL(fileName))
        if let offset { request = request.range(offset...(offset + size - 1)) }
        await beforeRequest("/files/download")
        return try await mapErrors(file: fileName) {
            try await client.downloadData(request, expectedSize: size) { [weak self] step in
                await self?.updateDownload(name: name, progress: step.fraction)
            }
        }
    }

    /// Cloud 9: four ranged parts at once (`async let`), reassembled in order. Any part failing fails
    /// the whole download (the other parts are cancelled).
    public func multiDownloadWithProgress(file: ServerFile) async throws -> Data {
        let ranges = WebClient.partRanges(size: file.size, parts: 4)
        guard ranges.count == 4 else { return try await downloadWithProgress(file: file) }
        // The rows appear in part order, whichever part starts first.
        for index in ranges.indices { addDownload(name: "\(file.name) (part \(index + 1))") }
        func part(_ index: Int) async throws -> Data {
            try await downloadWithProgress(
                fileName: file.name, name: "\(file.name) (part \(index + 1))", size: ranges[index].count,
                offset: ranges[index].lowerBound)
        }
        async let part1 = part(0)
        async let part2 = part(1)
        async let part3 = part(2)
        async let part4 = part(3)
        let (first, second, third, fourth) = try await (part1, part2, part3, part4)
        return first + second + third + fourth
    }

    // MARK: - Rows

    /// Adds a row at 0 %.
    public func addDownload(name: String) {
        downloads.append(DownloadInfo(name: name))
    }

    /// Sets the progress of the first row called `name` (nothing when there is none).
    public func updateDownload(name: String, progress: Double) {
        guard let index = downloads.firstIndex(where: { $0.name == name }) else { return }
        downloads[index].progress = progress
    }

    /// Empties the rows (a new visit of the download screen starts clean).
    public func reset() {
        downloads = []
    }

    // MARK: - Helpers

    private func downloadURL(_ name: String) -> URL {
        server.littleJohnURL(path: "files/download", query: name)
    }

    /// Runs `body`, turning client errors into messages; `file` names the file a download is about.
    private func mapErrors<T>(file: String? = nil, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as WebClientError {
            if let file, case .badStatus(_, let body) = error, let reason = Self.serverError(in: Data(body.utf8)) {
                throw SuperStorageError(message: "\(file): \(reason)")
            }
            throw Self.message(for: error)
        }
    }

    /// The `error` of a JSON error body, if `data` is one.
    private static func serverError(in data: Data) -> String? {
        struct ServerError: Decodable { let error: String }
        return (try? JSONDecoder().decode(ServerError.self, from: data))?.error
    }

    static func message(for error: WebClientError) -> SuperStorageError {
        switch error {
        case .badStatus: SuperStorageError(message: "The server responded with an error.")
        case .decoding: SuperStorageError(message: "The server response was not recognized.")
        case .invalidURL: SuperStorageError(message: "Could not create the URL.")
        case .lengthMismatch(let expected, let received):
            SuperStorageError(message: "The download ended after \(received) of \(expected) bytes.")
        case .transport(let reason): SuperStorageError(message: "The server could not be reached: \(reason)")
        case .bodyTooLarge: SuperStorageError(message: "The file is larger than expected.")
        case .sessionLimit: SuperStorageError(message: "This page has too many downloads open; try again shortly.")
        }
    }

    /// The book's server answered an unknown name with 200 and `{"error": "..."}`; a body of the wrong
    /// size is an error either way.
    static func wrongSize(_ data: Data, file: ServerFile) -> SuperStorageError {
        if let reason = serverError(in: data) {
            return SuperStorageError(message: "\(file.name): \(reason)")
        }
        return SuperStorageError(message: "The download ended after \(data.count) of \(file.size) bytes.")
    }
}
