/// The kit benchmarks (placeholder until written).
enum KitBenchmarks {
    static func run(_ arguments: [String]) async throws {
        print("no kit benchmarks yet")
    }
}
