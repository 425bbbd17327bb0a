import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// "Did you mean" for mistyped words: the closest candidate within a small edit distance.
public enum Suggestion {
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        guard !target.isEmpty, target.count <= 64 else { return nil }
        let limit = target.count <= 3 ? 1 : 2
        var best: (String, Int)?
        for candidate in candidates {
            let c = Array(candidate.lowercased())
            if c.count > target.count, c.starts(with: target) { return candidate }
            let d = distance(target, c)
            if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and
    /// swaps of two neighbours each cost one.
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev2 = [Int](repeating: 0, count: b.count + 1)
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    cur[j] = min(cur[j], prev2[j - 2] + 1)
                }
            }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[b.count]
    }
}
