import Foundation

// Benchmarks that print figures; see BENCHMARKS.md for how each was run and what it measured.
// Usage: swift run -c release swiftlet-bench <suite> [arguments...]

let suites: [String: @Sendable ([String]) async throws -> Void] = [
    "ui": UIBenchmarks.run,
    "server": ServerBenchmarks.run,
    "kit": KitBenchmarks.run,
    "web": WebBenchmarks.run,
    "superstorage": SuperStorageBenchmarks.run,
    "emojiart": EmojiArtBenchmarks.run,
    "cluster": ClusterBenchmarks.run,
    "gestures": GestureBenchmarks.run,
    "animation": AnimationBenchmarks.run,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let suite = suites[name] else {
    print("usage: swiftlet-bench <\(suites.keys.sorted().joined(separator: "|"))> [arguments...]")
    exit(2)
}
try await suite(Array(arguments.dropFirst()))
