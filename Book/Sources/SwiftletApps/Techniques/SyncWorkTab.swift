import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// The CPU-bound work of the Sync work tab: FNV-1a over a running 64-bit value, `iterations` times.
public enum HashWork {
    /// The default amount of work.
    public static let iterations = 2_000_000

    /// The final hash as 16 hex digits. Deterministic; takes a noticeable time at 2,000,000 iterations.
    public static func digest(iterations: Int = HashWork.iterations) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var value: UInt64 = 0
        for _ in 0..<iterations {
            for shift in stride(from: 0, to: 64, by: 8) {
                hash ^= (value >> UInt64(shift)) & 0xff
                hash &*= 0x0000_0100_0000_01b3
            }
            value = hash
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// Long synchronous work off the main actor (posts §2.21): "Compute" runs ``HashWork`` with SwiftletKit's
/// `runSynchronousWork` on a thread of its own, while a clock on the same screen ticks every second —
/// the main actor stays free.
struct SyncWorkTab: View {
    let clock: any Clock<Duration>
    let work: @Sendable () -> String
    @State private var seconds = 0
    @State private var result = ""
    @State private var isComputing = false
    @State private var computing: Task<Void, Never>?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Clock: \(seconds) s").font(.title).accessibilityIdentifier("clock")
            Button("Compute \(HashWork.iterations) hashes") {
                isComputing = true
                let work = work
                let output = $result
                let flag = $isComputing
                computing = Task { @MainActor in
                    let digest = await runSynchronousWork(work)
                    output.wrappedValue = digest
                    flag.wrappedValue = false
                }
            }
            .disabled(isComputing)
            .accessibilityIdentifier("compute")
            if isComputing {
                ProgressView("Computing off the main actor…").accessibilityIdentifier("computing")
            }
            Text(result.isEmpty ? "" : "Digest: \(result)").accessibilityIdentifier("compute-result")
        }
        .padding()
        .task { [clock] in
            while true {
                do {
                    try await clock.sleep(for: .seconds(1))
                } catch {
                    return
                }
                seconds += 1
            }
        }
        .onDisappear {
            computing?.cancel()
            computing = nil
        }
    }
}
