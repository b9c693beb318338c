import SwiftletImaging

/// One entry of `GET /space/photos`: the Space Photos app's model (WWDC21 "Discover concurrency in
/// SwiftUI"). `url` is the server path of its picture, `date` a calendar day (`yyyy-MM-dd`).
struct SpacePhoto: Codable, Sendable, Equatable {
    let id: String
    let title: String
    let description: String
    let date: String
    let url: String
}

/// The photos the server offers, each drawn once by ``SpaceArtwork`` from its scene and seed.
enum SpaceCatalog {
    /// One photo and the recipe of its picture.
    struct Entry: Sendable {
        let photo: SpacePhoto
        let scene: SpaceArtwork.Scene
        let seed: UInt64
    }

    /// Every photo, in listing order.
    static let entries: [Entry] = [
        entry(
            "orion", "Orion's Belt", "Three bright stars in a row, with the hunter's sword hanging below.",
            "2021-06-01", .starField, 11),
        entry(
            "crab", "Crab Nebula", "The glowing remains of a star whose explosion was recorded in 1054.", "2021-06-02",
            .nebula, 12),
        entry(
            "saturn", "Ringed Giant", "A gas giant and its thin rings, lit from the side by a distant sun.",
            "2021-06-03", .planet, 13),
        entry(
            "pleiades", "The Seven Sisters", "A young open cluster, blue-white and easy to find on a winter night.",
            "2021-06-04", .starField, 14),
        entry(
            "helix", "Helix Nebula", "A dying star's shed layers seen almost face on, like an eye in the sky.",
            "2021-06-05", .nebula, 15),
        entry(
            "mars", "Red Neighbour", "A dusty red world with a thin atmosphere and the tallest volcano known.",
            "2021-06-06", .planet, 16),
        entry(
            "milkyway", "Milky Way Core", "Countless stars toward the centre of our galaxy, 26,000 light years away.",
            "2021-06-07", .starField, 17),
        entry(
            "lagoon", "Lagoon Nebula", "A cloud of glowing gas where new stars are being born right now.", "2021-06-08",
            .nebula, 18),
        entry(
            "neptune", "Ice Giant", "A cold blue world whose winds are the fastest in the solar system.", "2021-06-09",
            .planet, 19),
        entry(
            "andromeda", "Andromeda's Neighbourhood", "The stars between us and the nearest large galaxy.",
            "2021-06-10", .starField, 20),
        entry(
            "eagle", "Eagle Nebula", "Tall columns of cold gas and dust, lit by hot young stars.", "2021-06-11",
            .nebula, 21),
        entry(
            "jupiter", "King of Planets", "The largest planet, banded with clouds and orbited by dozens of moons.",
            "2021-06-12", .planet, 22),
        entry(
            "ringnebula", "Ring Nebula", "A shell of gas around a white dwarf, small in a backyard telescope.",
            "2021-06-13", .nebula, 23),
        entry(
            "venus", "Evening Star", "The brightest planet in the sky, wrapped in clouds of sulphuric acid.",
            "2021-06-14", .planet, 24),
    ]

    /// The listing of `GET /space/photos`.
    static var photos: [SpacePhoto] { entries.map(\.photo) }

    /// The entry with `id`, if any.
    static func entry(id: String) -> Entry? { entries.first { $0.photo.id == id } }

    private static func entry(
        _ id: String, _ title: String, _ description: String, _ date: String, _ scene: SpaceArtwork.Scene,
        _ seed: UInt64
    ) -> Entry {
        Entry(
            photo: SpacePhoto(id: id, title: title, description: description, date: date, url: "/space/photo?\(id)"),
            scene: scene, seed: seed)
    }
}
