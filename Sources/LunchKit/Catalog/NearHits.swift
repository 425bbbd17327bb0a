extension Catalog {
    /// What `near` found, nearest first and equal distances by place, put in that order only
    /// as far as it is read: the first page is selected from the rest and sorted, the rest
    /// stays unordered until a later page (or the whole list) is asked for. Its count is
    /// known at once. The order is the one `sortedByDistance` gives, to the last tie.
    public final class NearHits: RandomAccessCollection {
        private var hits: [Hit]
        /// `hits[..<ordered]` are in their final places.
        private var ordered = 0

        init(_ hits: [Hit]) {
            self.hits = hits
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { hits.count }

        public subscript(position: Int) -> Hit {
            if position >= ordered { order(through: position) }
            return hits[position]
        }

        /// Every hit in order (what `near` used to return).
        public var all: [Hit] {
            if ordered < hits.count {
                // Everything left is after everything in order: one sort of the rest.
                hits.replaceSubrange(ordered..., with: Catalog.sortedByDistance(Array(hits[ordered...])))
                ordered = hits.count
            }
            return hits
        }

        /// Puts at least `hits[...position]` in order: the next page, or twice what is in
        /// order already, whichever is more, so reading everything costs a few selections.
        private func order(through position: Int) {
            let end = Swift.min(hits.count, Swift.max(position + 1, ordered + Self.page, ordered * 2))
            hits.withUnsafeMutableBufferPointer { h in
                if end < h.count { Self.select(h, from: ordered, upTo: h.count, smallest: end) }
                var part = UnsafeMutableBufferPointer(rebasing: h[ordered..<end])
                if part.count > 64 {
                    let sorted = Catalog.sortedByDistance(Array(part))
                    for (k, hit) in sorted.enumerated() { part[k] = hit }
                } else {
                    part.sort(by: Self.before)
                }
            }
            ordered = end
        }

        static let page = 64

        static func before(_ a: Hit, _ b: Hit) -> Bool {
            a.distance < b.distance || (a.distance == b.distance && a.index < b.index)
        }

        /// Rearranges `h[low..<high]` so that `h[low..<k]` holds its smallest hits (in no
        /// particular order). Quickselect on (distance, index), a strict order (places are
        /// unique); after too many rounds the range is sorted instead, so it stays n log n.
        static func select(_ h: UnsafeMutableBufferPointer<Hit>, from low: Int, upTo high: Int, smallest k: Int) {
            var low = low, high = high
            var rounds = 0
            while high - low > 16, low < k, k < high {
                rounds += 1
                if rounds > 64 { break }
                let mid = low + (high - low) / 2
                // The median of three as pivot.
                let a = h[low], b = h[mid], c = h[high - 1]
                let pivot = before(a, b) ? (before(b, c) ? b : (before(a, c) ? c : a))
                                         : (before(a, c) ? a : (before(b, c) ? c : b))
                var i = low, j = high - 1
                while i <= j {
                    while before(h[i], pivot) { i += 1 }
                    while before(pivot, h[j]) { j -= 1 }
                    if i <= j {
                        h.swapAt(i, j)
                        i += 1
                        j -= 1
                    }
                }
                // Now h[low...j] <= pivot <= h[i..<high], and between them equals of the pivot.
                if k <= j + 1 { high = j + 1 } else if k >= i { low = i } else { return }
            }
            guard low < k, k < high else { return }
            var rest = UnsafeMutableBufferPointer(rebasing: h[low..<high])
            rest.sort(by: before)
        }
    }
}
