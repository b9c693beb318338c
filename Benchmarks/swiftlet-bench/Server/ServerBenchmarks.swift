/// The server benchmarks (placeholder until written).
enum ServerBenchmarks {
    static func run(_ arguments: [String]) async throws {
        print("no server benchmarks yet")
    }
}
