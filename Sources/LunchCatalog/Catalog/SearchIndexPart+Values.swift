import LunchStorage
import LunchText

extension SearchIndexPart {
    /// A part's distinct cuisines (or tags) as given, how many times each occurs (the
    /// catalog's vocabulary), and each one's search words once found: a million places
    /// share a few hundred values, each folded and split once instead of once a place.
    struct Values {
        /// The values in the order first seen.
        private(set) var table = ByteStringTable(capacity: 1 << 10)
        private(set) var counts: [Int] = []
        /// Per value, its words' tokens (`tokens[start..<end]`), or nil until found.
        private var words: [Range<Int>?] = []
        private var tokens: [UInt32] = []

        /// The id of `text`, counted once more.
        mutating func count(_ text: String) -> Int {
            let (id, isNew) = table.insert(text)
            if isNew {
                counts.append(1)
                words.append(nil)
            } else {
                counts[id] += 1
            }
            return id
        }

        /// Value `id`'s words' tokens, when found.
        func tokens(of id: Int) -> ArraySlice<UInt32>? {
            words[id].map { tokens[$0] }
        }

        mutating func setTokens(_ found: [UInt32], of id: Int) {
            words[id] = tokens.count..<(tokens.count + found.count)
            tokens.append(contentsOf: found)
        }

        /// Adds `other`'s values and counts (a later part's): the values stay in the order
        /// first seen over both.
        mutating func add(_ other: Values) {
            for id in 0..<other.table.count {
                let (mine, isNew) = table.insert(other.table.string(id))
                if isNew {
                    counts.append(other.counts[id])
                    words.append(nil)
                } else {
                    counts[mine] += other.counts[id]
                }
            }
        }

        /// Every value with its count.
        var all: [(value: String, count: Int)] {
            (0..<table.count).map { (table.string($0), counts[$0]) }
        }
    }
}
