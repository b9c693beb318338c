/// The ui benchmarks (placeholder until written).
enum UIBenchmarks {
    static func run(_ arguments: [String]) async throws {
        print("no ui benchmarks yet")
    }
}
