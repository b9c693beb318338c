/// The photos users saved (`POST /space/saved`), persisted in the server's ``BookStore`` so they survive a
/// restart. Saving an id twice keeps one entry; the list is in the order of first saving.
struct SavedPhotos: Sendable {
    let database: any BookStore

    /// Records `id` as saved (again: no change). Throws when the database cannot be written.
    func save(_ id: String) async throws {
        try await database.saveSpacePhoto(id)
    }

    /// The saved ids, oldest first.
    func list() async throws -> [String] {
        try await database.savedSpacePhotos()
    }
}
