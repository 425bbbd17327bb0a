import Foundation
import LunchStorage
import LunchText

extension Catalog {
    /// Places whose folded name starts with the folded `prefix`, in name order.
    public func places(withNamePrefix prefix: String, limit: Int = Int.max) -> [Int] {
        let order = image.sectionOnDemand(.nameOrder, as: UInt32.self)
        let range = nameRange(prefix: Array(TextFolding.fold(prefix).utf8)).prefix(limit)
        image.load(.nameOrder, as: UInt32.self, range)
        return range.map { Int(order[$0]) }
    }

    /// Places whose folded name starts with the folded `prefix`, one for each distinct
    /// folded name (the first in name order), at most `limit` of them; `last` is the place
    /// of the last distinct name in the range when more than `limit` were left out (the
    /// start all the names share is the start the first and the last share).
    public func distinctNamePlaces(withPrefix prefix: String, limit: Int) -> (places: [Int], last: Int?) {
        let order = image.sectionOnDemand(.nameOrder, as: UInt32.self)
        let names = FoldedNames(self)
        let range = names.range(prefix: Array(TextFolding.fold(prefix).utf8))
        var out: [Int] = []
        var i = range.lowerBound
        while i < range.upperBound {
            if out.count == limit {
                image.load(.nameOrder, as: UInt32.self, (range.upperBound - 1)..<range.upperBound)
                return (out, Int(order[range.upperBound - 1]))
            }
            image.load(.nameOrder, as: UInt32.self, i..<(i + 1))
            out.append(Int(order[i]))
            i = names.endOfEqualNames(from: i, before: range.upperBound)
        }
        return (out, nil)
    }

    /// The folded names in name order, their sections looked up once for many reads.
    struct FoldedNames {
        let image: CatalogImage
        let offsets: UnsafeBufferPointer<UInt32>
        let blob: UnsafeBufferPointer<UInt8>

        init(_ catalog: Catalog) {
            image = catalog.image
            offsets = image.section(.nameOffsets, as: UInt32.self)
            blob = image.sectionOnDemand(.names, as: UInt8.self)
        }

        /// How many names there are.
        var count: Int { offsets.count - 1 }

        /// The folded name at position `i` of the name order.
        func name(at i: Int) -> UnsafeBufferPointer<UInt8> {
            let range = Int(offsets[i])..<Int(offsets[i + 1])
            image.load(.names, as: UInt8.self, range)
            return UnsafeBufferPointer(rebasing: blob[range])
        }

        /// The positions whose names start with `prefix`.
        func range(prefix: [UInt8]) -> Range<Int> {
            var low = 0, high = count
            while low < high {
                let mid = (low + high) / 2
                if name(at: mid).lexicographicallyPrecedes(prefix) { low = mid + 1 } else { high = mid }
            }
            let start = low
            high = count
            while low < high {
                let mid = (low + high) / 2
                if name(at: mid).starts(with: prefix) { low = mid + 1 } else { high = mid }
            }
            return start..<low
        }

        /// The first position after `start` (and before `end`) whose name differs from the
        /// one at `start` (equal names stand together): galloping from `start`, so a short
        /// run of equal names costs a few reads, not a search of everything after it.
        func endOfEqualNames(from start: Int, before end: Int) -> Int {
            let first = name(at: start)
            var step = 1, low = start + 1
            // Widen until a different name (or the end) is passed: the run ends in low..<high.
            var high = min(end, start + 1)
            while high < end, name(at: high).elementsEqual(first) {
                low = high + 1
                step *= 2
                high = min(end, start + step)
            }
            while low < high {
                let mid = (low + high) / 2
                if name(at: mid).elementsEqual(first) { low = mid + 1 } else { high = mid }
            }
            return low
        }
    }

    /// How many places' names start with `prefix`.
    public func countOfNames(withPrefix prefix: String) -> Int {
        nameRange(prefix: Array(TextFolding.fold(prefix).utf8)).count
    }

    /// Places whose whole folded name is `text` folded, as typed or as its words with
    /// single spaces (`cà  phê` names `Cà Phê`).
    func placesNamed(_ text: String) -> Set<UInt32> {
        let folded = TextFolding.fold(text).trimmingCharacters(in: .whitespaces)
        let spaced = SearchIndexBuilder.words(of: text).joined(separator: " ")
        return Set(places(withFoldedName: Array(folded.utf8)) + places(withFoldedName: Array(spaced.utf8)))
    }

    /// Places whose folded name is exactly `name` (folded bytes).
    func places(withFoldedName name: [UInt8]) -> [UInt32] {
        guard !name.isEmpty else { return [] }
        let order = image.sectionOnDemand(.nameOrder, as: UInt32.self)
        let offsets = image.section(.nameOffsets, as: UInt32.self)
        let range = nameRange(prefix: name)
        image.load(.nameOrder, as: UInt32.self, range)
        return range.filter { Int(offsets[$0 + 1] - offsets[$0]) == name.count }.map { order[$0] }
    }

    private func nameRange(prefix: [UInt8]) -> Range<Int> {
        FoldedNames(self).range(prefix: prefix)
    }
}
