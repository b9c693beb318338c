/// The download screen's place in the navigation stack: the name of the server's file, which a URL
/// carries as itself (`FileRoute:photo.jpg`); the screen finds the file in the loaded list.
struct FileRoute: Hashable, LosslessStringConvertible {
    let name: String

    init(name: String) { self.name = name }

    /// Any name of 1 to 255 bytes; whether the server has it is decided by the loaded list.
    init?(_ description: String) {
        guard (1...255).contains(description.utf8.count) else { return nil }
        name = description
    }

    var description: String { name }
}
