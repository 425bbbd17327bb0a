import Foundation
import LunchStorage
import LunchText

/// The shipped coordinate → IANA time zone table (`Resources/zones.bin`, made by
/// `tools/gen-zones.py` from the boundaries of PyPI's timezonefinder-data, ODbL).
///
/// A quadtree over 16 × 8 root cells of 22.5° (the layout is described in the script):
/// a cell is one zone, two zones parted by a straight line, or split in four (south-west,
/// south-east, north-west, north-east). The reader checks every entry once, so a damaged
/// file is refused (nil) instead of answering nonsense or trapping.
public struct TimeZoneTable: Sendable {
    public let names: [String]
    private let lines: [Line]
    /// What each cell is: a zone (its index), a line (`names.count` + its index), or split.
    private let entries: [UInt16]
    /// For a split entry, the index of its first child (0 for the others).
    private let children: [UInt32]

    /// In the cell's own coordinates (0...1), `u·cos a + v·sin a >= offset` is zone `a`.
    private struct Line: Sendable {
        let a: Int, b: Int
        let cos: Double, sin: Double, offset: Double
    }

    static let magic = Array("LTZ1".utf8)
    static let columns = 16, rows = 8
    static let rootDegrees = 22.5
    static let split: UInt16 = 0xffff

    public init?(_ data: Data) {
        var reader = LittleEndianReader(Array(data))
        guard reader.take(4).map(Array.init) == Self.magic, let count = reader.uint16(), count > 0 else { return nil }
        var names: [String] = []
        for _ in 0..<count {
            guard let length = reader.take(1)?.first, let raw = reader.take(Int(length)),
                  let name = String(validating: raw, as: UTF8.self), !name.isEmpty else { return nil }
            names.append(name)
        }
        guard let pairCount = reader.uint16(), let pairs = reader.uint16s(Int(pairCount) * 2),
              pairs.allSatisfy({ Int($0) < names.count }),
              let lineCount = reader.uint32(), let raw = reader.uint16s(Int(lineCount) * 3) else { return nil }
        var lines: [Line] = []
        lines.reserveCapacity(Int(lineCount))
        for i in 0..<Int(lineCount) {
            let pair = Int(raw[3 * i])
            guard pair < Int(pairCount) else { return nil }
            let angle = Double(raw[3 * i + 1]) / 65536 * 2 * .pi
            let offset = Double(Int16(bitPattern: raw[3 * i + 2])) / 16384
            lines.append(Line(a: Int(pairs[2 * pair]), b: Int(pairs[2 * pair + 1]), cos: cos(angle), sin: sin(angle),
                              offset: offset))
        }
        guard let total = reader.uint32(), total >= Self.columns * Self.rows, let entries = reader.uint16s(Int(total)),
              reader.atEnd, names.count + lines.count < Int(Self.split) else { return nil }
        // Breadth-first: the k-th split entry's children are 128 + 4k ... 128 + 4k + 3,
        // always after the entry itself (no cycles), and they end the entries exactly.
        var children = [UInt32](repeating: 0, count: entries.count)
        var next = Self.columns * Self.rows
        for (i, entry) in entries.enumerated() {
            if entry == Self.split {
                guard next > i, next + 3 < entries.count else { return nil }
                children[i] = UInt32(next)
                next += 4
            } else if Int(entry) >= names.count + lines.count {
                return nil
            }
        }
        guard next == entries.count else { return nil }
        self.names = names
        self.lines = lines
        self.entries = entries
        self.children = children
    }

    /// The index in `names` of the zone at a coordinate (nil only for a non-finite one).
    public func zoneIndex(lat: Double, lon: Double) -> Int? {
        guard lat.isFinite, lon.isFinite else { return nil }
        let y = min(max(lat, -90), 90) + 90
        var x = (lon + 180).truncatingRemainder(dividingBy: 360)
        if x < 0 { x += 360 }
        var size = Self.rootDegrees
        let column = min(Int(x / size), Self.columns - 1), row = min(Int(y / size), Self.rows - 1)
        var x0 = Double(column) * size, y0 = Double(row) * size
        var i = row * Self.columns + column
        while entries[i] == Self.split {
            size /= 2
            let east = x >= x0 + size, north = y >= y0 + size
            if east { x0 += size }
            if north { y0 += size }
            i = Int(children[i]) + (north ? 2 : 0) + (east ? 1 : 0)
        }
        let entry = Int(entries[i])
        guard entry >= names.count else { return entry }
        let line = lines[entry - names.count]
        let u = (x - x0) / size, v = (y - y0) / size
        return u * line.cos + v * line.sin >= line.offset ? line.a : line.b
    }

    /// The IANA id of the zone at a coordinate, like `Europe/Helsinki` or `Etc/GMT-5` at sea.
    public func zoneName(lat: Double, lon: Double) -> String? {
        zoneIndex(lat: lat, lon: lon).map { names[$0] }
    }
}
