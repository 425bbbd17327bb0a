import Testing
@testable import LunchKit

/// Feeds 100,000 random and mutated lines through the parser and the dispatcher: no
/// crash, every failing line gets exactly one line of error, and state stays valid.
@Suite struct RandomLinesTests {
    /// A small deterministic generator (SplitMix64) so a failure can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let seeds = ["at 60.17,24.94", "at \"Kamppi\"", "help at", "where", "history 3", "at 'Etu-Töölö'",
                        "at -1e308 1e308", "help", "at 91,0", "nera", "at 1,2; where # c", "quit",
                        "near 800 +vegan open", "near 1.2km -fast_food $$", "search piza", "search 'golden s'",
                        "show 2", "show osm:node/3", "show golden", "open 1 web", "near 10min; show 1; open 1 osm",
                        "search café +coffee_shop", "near price 2"]
    static let pieces: [String] = ["\"", "'", "\\", ";", "#", " ", "\t", "\u{0}", "\u{7}", "\u{1B}[A", "é", "🍣",
                                   "\u{301}", "--help", "-c", "nan", "inf", "-0", "99999999999999999999", ",", "\r", "寿司"]

    func randomLine(_ rng: inout SplitMix) -> String {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0:
            // Random bytes, decoded as a terminal would hand them over (invalid UTF-8 repaired).
            let bytes = (0..<Int.random(in: 0..<80, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            return String(decoding: bytes, as: UTF8.self)
        case 1:
            return String(repeating: Self.pieces.randomElement(using: &rng)!, count: Int.random(in: 1...50, using: &rng))
        default:
            var chars = Array(Self.seeds.randomElement(using: &rng)!)
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let piece = Array(Self.pieces.randomElement(using: &rng)!)
                let at = Int.random(in: 0...chars.count, using: &rng)
                if Bool.random(using: &rng), !chars.isEmpty {
                    chars.remove(at: min(at, chars.count - 1))
                } else {
                    chars.insert(contentsOf: piece, at: at)
                }
            }
            return String(chars)
        }
    }

    @Test func hundredThousandLinesNeverCrash() {
        var rng = SplitMix(state: 20261121)
        let shell = TestShell(places: Fixtures.small)
        var failures = 0
        for i in 0..<100_000 {
            let line = randomLine(&rng)
            shell.output.clear()
            let commands = (try? ShellWords.split(line))?.count ?? 1
            let outcome = shell.run(line)
            let errorText = shell.output.stderr
            if outcome.failed {
                failures += 1
                let errorLines = errorText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                #expect(errorLines.count >= 1 && errorLines.count <= commands, "line \(i): \(line.debugDescription)")
                #expect(errorLines.allSatisfy { $0.hasPrefix("error: ") }, "line \(i): \(line.debugDescription)")
            } else {
                #expect(errorText.isEmpty, "line \(i): \(line.debugDescription)")
            }
            if let location = shell.store.state.location { #expect(location.coordinate.isValid) }
            if outcome.exit { continue }
        }
        #expect(failures > 10_000)
    }

    @Test func hundredKilobyteLinesAreHandled() {
        let shell = TestShell()
        let long = String(repeating: "a", count: 100_000)
        #expect(shell.run(long).failed)
        #expect(shell.output.stderr.count < 200)
        #expect(shell.run("at \"\(long)").failed)
        #expect(shell.run("help " + String(repeating: "x ", count: 50_000)).failed)
        #expect(shell.output.stderr.split(separator: "\n").count == 3)
    }
}
