/// Random and mutated command lines for the shell, from a seed so a failure can be
/// replayed: real commands with quotes, separators, odd bytes and numbers inserted or
/// characters removed, runs of one piece, and raw bytes. Used in-process
/// (`RandomLinesTests`) and through the built binary (`RandomLinesE2ETests`).
public struct RandomCommandLines {
    /// A small deterministic generator (SplitMix64).
    public struct SplitMix: RandomNumberGenerator {
        public var state: UInt64
        public init(state: UInt64) { self.state = state }
        public mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    public static let seeds = ["at 60.17,24.94", "at \"Kamppi\"", "help at", "where", "history 3", "at 'Etu-Töölö'",
                               "at -1e308 1e308", "help", "at 91,0", "nera", "at 1,2; where # c", "quit",
                               "near 800 +vegan open", "near 1.2km -fast_food $$", "search piza", "search 'golden s'",
                               "show 2", "show osm:node/3", "show golden", "open 1 web", "near 10min; show 1; open 1 osm",
                               "search café +coffee_shop", "near price 2"]
    public static let pieces: [String] = ["\"", "'", "\\", ";", "#", " ", "\t", "\u{0}", "\u{7}", "\u{1B}[A", "é", "🍣",
                                          "\u{301}", "--help", "-c", "nan", "inf", "-0", "99999999999999999999", ",", "\r", "寿司"]

    /// Commands the built binary runs as well (files are written in its working folder).
    public static let moreSeeds = ["fav 1", "favs", "unfav 1", "rate 4 \"ok\"", "rate 2 5", "visits", "pick", "pick +sushi",
                                   "filter +vegan -fast_food price 2 radius 1km open", "filter clear", "stats all",
                                   "stats 2026", "undo", "map", "map 2km", "view map", "view list", "export out.json",
                                   "export out.csv", "import missing.json", "at Kallio; near 300"]

    public var rng: SplitMix
    public let seeds: [String]

    public init(seed: UInt64, seeds: [String] = RandomCommandLines.seeds) {
        rng = SplitMix(state: seed)
        self.seeds = seeds
    }

    public mutating func next() -> String {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0:
            // Random bytes, decoded as a terminal would hand them over (invalid UTF-8 repaired).
            let bytes = (0..<Int.random(in: 0..<80, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            return String(decoding: bytes, as: UTF8.self)
        case 1:
            return String(repeating: Self.pieces.randomElement(using: &rng)!, count: Int.random(in: 1...50, using: &rng))
        default:
            var chars = Array(seeds.randomElement(using: &rng)!)
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
}
