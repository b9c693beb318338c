import Foundation

/// One entry of `/files/list`: `{"name": String, "size": Int, "date": Number}`.
public struct DownloadFile: Codable, Sendable, Equatable {
    /// The file name, `graphics-project-ver-<n>.<tiff|jpeg>`.
    public var name: String
    /// The exact number of bytes `/files/download?<name>` serves.
    public var size: Int
    /// A date in the recent past (seconds since 2001-01-01 on the wire).
    public var date: Date

    /// An entry with the given fields.
    public init(name: String, size: Int, date: Date) {
        self.name = name
        self.size = size
        self.date = date
    }
}
