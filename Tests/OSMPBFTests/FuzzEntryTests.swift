import Testing
import OSMPBF

/// The libFuzzer entry point on the seed files and on cheap deterministic mutations of them.
/// Inputs that once crashed the fuzzer go into `regressions` (none found so far).
@Suite struct FuzzEntryTests {
    static let regressions: [[UInt8]] = []

    @Test func seedsAndMutationsDoNotCrash() throws {
        var inputs = Self.regressions
        for name in SmallFileTests.variants { inputs.append(try resource(name)) }
        var rng = SystemRandomNumberGenerator()
        for seed in inputs where !seed.isEmpty {
            for _ in 0..<200 {
                var m = seed
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    m[Int.random(in: 0..<m.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
                }
                m.withUnsafeBytes { PBFReader.fuzz($0) }
            }
            for cut in 0..<seed.count { Array(seed.prefix(cut)).withUnsafeBytes { PBFReader.fuzz($0) } }
        }
    }
}
