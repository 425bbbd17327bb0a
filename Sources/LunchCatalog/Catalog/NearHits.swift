import Foundation
import LunchStorage
import LunchText

extension Catalog {
    /// What `near` found, nearest first and equal distances by place, put in that order only
    /// as far as it is read: the first page is selected from the rest and sorted, the rest
    /// stays unordered until a later page (or the whole list) is asked for. Its count is
    /// known at once. The order is the one `sortedByDistance` gives, to the last tie.
    ///
    /// Each hit has a key that grows with its distance, known within `error`: the distance
    /// itself (error 0), or `HaversineEstimate`'s estimate, whose hits are measured only
    /// when they may belong to the page being read.
    public final class NearHits: RandomAccessCollection, @unchecked Sendable {
        struct Entry {
            /// The distance is NaN until measured.
            var hit: Hit
            var key: Double
        }

        private var entries: [Entry]
        /// `entries[..<ordered]` are in their final places, measured.
        private var ordered = 0
        private let error: Double
        /// How many keys fall in each of `bucketCount` equal steps of `1 / scale` (nil
        /// once anything is ordered): the first page's keys are found from it.
        private var histogram: [Int32]?
        private let scale: Double
        private let measure: (Int) -> Double

        static let bucketCount = 1024

        /// Hits measured already.
        init(_ hits: [Hit]) {
            entries = hits.map { Entry(hit: $0, key: $0.distance) }
            error = 0
            histogram = nil
            scale = 0
            measure = { _ in .nan }
        }

        /// Hits with estimated keys; `measure` gives a place's distance.
        init(estimated: [Entry], error: Double, histogram: [Int32], scale: Double, measure: @escaping (Int) -> Double) {
            entries = estimated
            self.error = error
            self.histogram = histogram
            self.scale = scale
            self.measure = measure
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { entries.count }

        /// Reading orders what is read: one reader at a time (a list's ids may be read
        /// from the state on another thread).
        private let lock = NSLock()

        public subscript(position: Int) -> Hit {
            lock.lock()
            defer { lock.unlock() }
            if position >= ordered { order(through: position) }
            return entries[position].hit
        }

        /// The places found, in no particular order (nothing is measured or ordered).
        public var unorderedIndices: [Int] { lock.withLock { entries.map(\.hit.index) } }

        /// The hits of the places `keep` admits, in the same order, ordered as lazily
        /// (`keep` is asked once for each place, in no particular order).
        public func kept(where keep: (Int) -> Bool) -> NearHits {
            let (entries, done) = lock.withLock { (self.entries, ordered == self.entries.count) }
            var kept: [Entry] = []
            for entry in entries where keep(entry.hit.index) { kept.append(entry) }
            // Once everything is in order its keys are not kept with it, but every hit is measured.
            guard scale > 0, !done else {
                return NearHits(kept.map(\.hit))
            }
            var histogram = [Int32](repeating: 0, count: Self.bucketCount)
            for entry in kept { histogram[Swift.min(Self.bucketCount - 1, Int(Swift.max(0, entry.key) * scale))] += 1 }
            return NearHits(estimated: kept, error: error, histogram: histogram, scale: scale, measure: measure)
        }

        /// The distance of the farthest place (nil for none), measuring only the places
        /// whose keys are within the error of the largest: a key above another's by more
        /// than twice the error is a farther place.
        public var farthestDistance: Double? {
            let (entries, done) = lock.withLock { (self.entries, ordered == self.entries.count) }
            // In order (keys are not kept then): the last is the farthest.
            if done { return entries.last?.hit.distance }
            guard let top = entries.lazy.map(\.key).max() else { return nil }
            let floor = (top - 2 * error) * (1 - 1e-9) - Double.leastNormalMagnitude
            var farthest = -Double.infinity
            for entry in entries where entry.key >= floor {
                let distance = entry.hit.distance.isNaN ? measure(entry.hit.index) : entry.hit.distance
                farthest = Swift.max(farthest, distance)
            }
            return farthest
        }

        /// Every hit in order (what `near` used to return).
        public var all: [Hit] {
            lock.lock()
            defer { lock.unlock() }
            if ordered < entries.count {
                // Everything left is after everything in order: one sort of the rest.
                var rest = entries[ordered...].map(\.hit)
                for i in rest.indices where rest[i].distance.isNaN { rest[i].distance = measure(rest[i].index) }
                let sorted = Catalog.sortedByDistance(rest)
                for (k, hit) in sorted.enumerated() { entries[ordered + k].hit = hit }
                ordered = entries.count
            }
            return entries.map(\.hit)
        }

        /// Puts at least `entries[...position]` in order: the next page, or twice what is in
        /// order already, whichever is more, so reading everything costs a few selections.
        ///
        /// With T a key at least as large as `need` of the rest's keys, every hit whose key
        /// is above L = (T + 2·error)·(1 + 10⁻⁹) is farther than each of those (by more than
        /// rounding), so the next `need` hits are among the keys up to L: only those are
        /// measured and sorted.
        private func order(through position: Int) {
            let end = Swift.min(entries.count, Swift.max(position + 1, ordered + Self.page, ordered * 2))
            let histogram = self.histogram
            self.histogram = nil
            entries.withUnsafeMutableBufferPointer { e in
                var limit = Double.infinity
                if end < e.count {
                    var t: Double
                    if let histogram, ordered == 0 {
                        var bucket = 0, seen = Int(histogram[0])
                        while seen < end, bucket + 1 < histogram.count {
                            bucket += 1
                            seen += Int(histogram[bucket])
                        }
                        // The last bucket holds every larger key too.
                        t = bucket + 1 == histogram.count ? .infinity : Double(bucket + 1) / scale * (1 + 1e-12)
                    } else {
                        Self.select(e, from: ordered, upTo: e.count, smallest: end)
                        t = -Double.infinity
                        for i in ordered..<end { t = Swift.max(t, e[i].key) }
                    }
                    limit = (t + 2 * error) * (1 + 1e-9) + Double.leastNormalMagnitude
                }
                var candidates = ordered
                for i in ordered..<e.count where e[i].key <= limit {
                    e.swapAt(i, candidates)
                    candidates += 1
                }
                for i in ordered..<candidates where e[i].hit.distance.isNaN {
                    e[i].hit.distance = measure(e[i].hit.index)
                }
                var part = UnsafeMutableBufferPointer(rebasing: e[ordered..<candidates])
                if end == e.count, part.count > 64 {
                    // Everything to the end: the radix sort (keys are no longer needed).
                    let sorted = Catalog.sortedByDistance(part.map(\.hit))
                    for (k, hit) in sorted.enumerated() { part[k].hit = hit }
                } else {
                    part.sort { Self.before($0.hit, $1.hit) }
                }
            }
            ordered = end
        }

        static let page = 64

        static func before(_ a: Hit, _ b: Hit) -> Bool {
            a.distance < b.distance || (a.distance == b.distance && a.index < b.index)
        }

        /// Rearranges `e[low..<high]` so that `e[low..<k]` holds its smallest keys (in no
        /// particular order). Quickselect; after too many rounds the range is sorted
        /// instead, so it stays n log n.
        static func select(_ e: UnsafeMutableBufferPointer<Entry>, from low: Int, upTo high: Int, smallest k: Int) {
            var low = low, high = high
            var rounds = 0
            while high - low > 16, low < k, k < high {
                rounds += 1
                if rounds > 64 { break }
                let mid = low + (high - low) / 2
                // The median of three as pivot.
                let a = e[low].key, b = e[mid].key, c = e[high - 1].key
                let pivot = a < b ? (b < c ? b : (a < c ? c : a)) : (a < c ? a : (b < c ? c : b))
                var i = low, j = high - 1
                while i <= j {
                    while e[i].key < pivot { i += 1 }
                    while pivot < e[j].key { j -= 1 }
                    if i <= j {
                        e.swapAt(i, j)
                        i += 1
                        j -= 1
                    }
                }
                // Now e[low...j] <= pivot <= e[i..<high], and between them equals of the pivot.
                if k <= j + 1 { high = j + 1 } else if k >= i { low = i } else { return }
            }
            guard low < k, k < high else { return }
            var rest = UnsafeMutableBufferPointer(rebasing: e[low..<high])
            rest.sort { $0.key < $1.key }
        }
    }
}
