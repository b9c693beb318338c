/// The web benchmarks (placeholder until written).
enum WebBenchmarks {
    static func run(_ arguments: [String]) async throws {
        print("no web benchmarks yet")
    }
}
