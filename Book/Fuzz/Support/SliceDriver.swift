import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The fuzz driver of a target built without libFuzzer (`scripts/fuzz --slice`, a step of
/// `scripts/test`): the same `LLVMFuzzerTestOneInput` as the libFuzzer build, fed by a seeded
/// mutator instead of coverage guidance, so every harness runs in CI without the instrumented
/// build (minutes, every dependency recompiled).
///
/// It takes libFuzzer's spelling of the options it knows — `-seed=N`, `-max_total_time=S`,
/// `-max_len=N`, `-dict=FILE`, `-artifact_prefix=DIR/` — and directories or files of inputs. Every
/// input is run once as it is; then, until the time is up, a random input gets one to four
/// mutations (bit flips, random bytes, insertions, deletions, repeats, dictionary tokens, splices
/// with another input) and runs. An input that traps is written to `<artifact_prefix>crash-slice`
/// from the signal handler before the process dies; the last line printed says how many inputs ran.
struct SliceDriver {
    var seed: UInt64 = 1
    var seconds = 10.0
    var maxLength = 4096
    var dictionary: [[UInt8]] = []
    var artifactPrefix = ""
    var inputs: [[UInt8]] = []

    init(arguments: [String]) {
        for argument in arguments {
            if let value = Self.value(of: "-seed=", in: argument) {
                seed = UInt64(value) ?? seed
            } else if let value = Self.value(of: "-max_total_time=", in: argument) {
                seconds = Double(value) ?? seconds
            } else if let value = Self.value(of: "-max_len=", in: argument) {
                maxLength = Int(value) ?? maxLength
            } else if let value = Self.value(of: "-dict=", in: argument) {
                dictionary = Self.tokens(inDictionaryAt: value)
            } else if let value = Self.value(of: "-artifact_prefix=", in: argument) {
                artifactPrefix = value
            } else if !argument.hasPrefix("-") {
                inputs += Self.files(at: argument)
            }
        }
        if inputs.isEmpty { inputs = [[]] }
    }

    /// Runs every input, then mutations of them until the time is up; returns the exit status.
    func run(_ callback: FuzzCallback) -> CInt {
        CrashArtifact.prepare(
            path: artifactPrefix + "crash-slice", capacity: max(maxLength, inputs.map(\.count).max() ?? 0))
        var random = SplitMix(seed: seed)
        let start = ContinuousClock.now
        let limit = Duration.milliseconds(Int(seconds * 1000))
        for input in inputs { Self.execute(input, callback) }
        var mutated = 0
        while ContinuousClock.now - start < limit {
            var input = inputs[random.below(inputs.count)]
            for _ in 0...random.below(4) { mutate(&input, &random) }
            Self.execute(input, callback)
            mutated += 1
        }
        CrashArtifact.discard()
        let elapsed = (ContinuousClock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        print(
            "slice: \(inputs.count) inputs replayed, \(mutated) mutated executions in \(String(format: "%.1f", seconds)) s, seed \(seed), no finding"
        )
        return 0
    }

    private static func execute(_ input: [UInt8], _ callback: FuzzCallback) {
        CrashArtifact.remember(input)
        _ = input.withUnsafeBufferPointer { callback($0.baseAddress, $0.count) }
    }

    private func mutate(_ input: inout [UInt8], _ random: inout SplitMix) {
        let position = random.below(input.count + 1)
        switch random.below(dictionary.isEmpty ? 7 : 8) {
        case 0 where !input.isEmpty:
            input[min(position, input.count - 1)] ^= 1 << UInt8(random.below(8))
        case 1 where !input.isEmpty:
            input[min(position, input.count - 1)] = UInt8(truncatingIfNeeded: random.next())
        case 2:
            input.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
        case 3 where !input.isEmpty:
            let start = min(position, input.count - 1)
            input.removeSubrange(start..<min(input.count, start + 1 + random.below(16)))
        case 4 where !input.isEmpty:
            let start = min(position, input.count - 1)
            let piece = input[start..<min(input.count, start + 1 + random.below(64))]
            input.insert(contentsOf: piece, at: random.below(input.count + 1))
        case 5:
            let other = inputs[random.below(inputs.count)]
            let cut = random.below(other.count + 1)
            input = Array(input.prefix(position)) + other.suffix(from: cut)
        case 6 where !input.isEmpty:
            input.removeLast(random.below(input.count))
        case 7:
            input.insert(contentsOf: dictionary[random.below(dictionary.count)], at: position)
        default:
            input.append(UInt8(truncatingIfNeeded: random.next()))
        }
        if input.count > maxLength { input.removeLast(input.count - maxLength) }
    }

    private static func value(of option: String, in argument: String) -> String? {
        argument.hasPrefix(option) ? String(argument.dropFirst(option.count)) : nil
    }

    /// The file at `path`, or every file in the directory at `path` (sorted by name, so a seed
    /// replays the same run).
    private static func files(at path: String) -> [[UInt8]] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return (manager.contents(atPath: path)).map { [Array($0)] } ?? [] }
        let names = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
        return names.compactMap { name in
            let file = (path as NSString).appendingPathComponent(name)
            var isSubdirectory: ObjCBool = false
            guard manager.fileExists(atPath: file, isDirectory: &isSubdirectory), !isSubdirectory.boolValue else {
                return nil
            }
            return manager.contents(atPath: file).map { Array($0) }
        }
    }

    /// The tokens of a libFuzzer dictionary: one quoted value per line (`name="value"` or
    /// `"value"`), with `\\`, `\"` and `\xNN` escapes; `#` starts a comment line.
    static func tokens(inDictionaryAt path: String) -> [[UInt8]] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line -> [UInt8]? in
            guard !line.hasPrefix("#"), let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""),
                open < close
            else { return nil }
            var bytes: [UInt8] = []
            var rest = Substring(line[line.index(after: open)..<close]).utf8[...]
            while let byte = rest.popFirst() {
                guard byte == UInt8(ascii: "\\"), let escaped = rest.popFirst() else {
                    bytes.append(byte)
                    continue
                }
                if escaped == UInt8(ascii: "x"), rest.count >= 2,
                    let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16)
                {
                    bytes.append(value)
                    rest = rest.dropFirst(2)
                } else {
                    bytes.append(escaped)
                }
            }
            return bytes
        }
    }
}

/// A small seeded generator (SplitMix64): the same seed gives the same run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is 0).
    mutating func below(_ bound: Int) -> Int {
        bound > 0 ? Int(next() % UInt64(bound)) : 0
    }
}

/// Writes the input being run to a file when the process receives a fatal signal (a trap, an
/// abort from `fuzzCheck`, a bad access), so a crash in the slice leaves its input behind as
/// libFuzzer's `crash-<sha1>` does. Only async-signal-safe calls run in the handler.
enum CrashArtifact {
    /// The file's descriptor, opened before the run (the handler may not open files).
    nonisolated(unsafe) private static var descriptor: CInt = -1
    /// The input being run: its bytes and count. Written only by the driver's thread between
    /// executions; read only by the handler, on whichever thread crashes while that input runs
    /// (the driver's, the main actor's or an event loop's), when no write is under way.
    nonisolated(unsafe) private static var buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1)
    nonisolated(unsafe) private static var count = 0
    nonisolated(unsafe) private static var path = ""

    /// Opens the artifact file, sizes the buffer for inputs of up to `capacity` bytes, and installs
    /// the handler, on an alternate stack for the calling thread (so that a stack overflow in the
    /// driver's thread still saves its input; another thread's overflow dies without it).
    static func prepare(path: String, capacity: Int) {
        self.path = path
        buffer = .allocate(capacity: max(1, capacity))
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var stack = stack_t()
        stack.ss_size = 1 << 16
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stack.ss_size, alignment: 16)
        sigaltstack(&stack, nil)
        for signal in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                if CrashArtifact.descriptor >= 0 {
                    _ = ftruncate(CrashArtifact.descriptor, 0)
                    _ = pwrite(
                        CrashArtifact.descriptor, CrashArtifact.buffer.baseAddress, CrashArtifact.count, 0)
                    let note: StaticString = "slice: the input that crashed is in the crash-slice artifact\n"
                    _ = write(2, note.utf8Start, note.utf8CodeUnitCount)
                }
                // Die of the same signal, as without this handler.
                Glibc.signal(signal, SIG_DFL)
                raise(signal)
            }
            action.sa_flags = SA_ONSTACK
            sigaction(signal, &action, nil)
        }
    }

    static func remember(_ input: [UInt8]) {
        count = min(input.count, buffer.count)
        _ = UnsafeMutableBufferPointer(rebasing: buffer[..<count]).initialize(from: input.prefix(count))
    }

    /// Removes the (empty) artifact after a run without a crash.
    static func discard() {
        if descriptor >= 0 { close(descriptor) }
        unlink(path)
    }
}
