/// The text of `/files/status`: `Using X% of available space, Y duplicate files.` with fresh random
/// numbers (X in 1…80, Y in 1…900) on every request.
enum DiskStatus {
    static func text() -> String {
        "Using \(Int.random(in: 1...80))% of available space, \(Int.random(in: 1...900)) duplicate files."
    }
}
