import LunchStorage
import LunchText

/// `CatalogImage.contentsAgree`, fed a stored image's bytes in file order, a chunk at a
/// time, while the file is read for its checksums: opening checks every section in the
/// same single pass and keeps none of it in memory. Any table it cannot follow (offsets
/// out of the file, misaligned) fails the check; the image's own checks say why.
struct ImageContentsCheck {
    private typealias Section = CatalogImage.Section
    private enum Kind: Sendable { case offsets(data: Section, unit: Int), places, latitudes, longitudes }
    private static let kinds: [(Section, Kind)] = [
        (.recordOffsets, .offsets(data: .records, unit: 1)), (.nameOffsets, .offsets(data: .names, unit: 1)),
        (.tokenOffsets, .offsets(data: .tokens, unit: 1)), (.gridStarts, .offsets(data: .gridMembers, unit: 4)),
        (.postingStarts, .offsets(data: .postingPlaces, unit: 4)),
        (.gridMembers, .places), (.nameOrder, .places), (.idOrder, .places), (.postingPlaces, .places),
        (.lat, .latitudes), (.gridLat, .latitudes), (.lon, .longitudes), (.gridLon, .longitudes),
    ]

    private let size: Int
    private var table: [(offset: Int, length: Int)] = []
    private var count = 0
    /// Per checked section: the last offset seen and whether the first was 0.
    private var last = [UInt32](repeating: 0, count: CatalogImage.sectionCount)
    private var firstIsZero = [Bool](repeating: false, count: CatalogImage.sectionCount)
    private(set) var agrees = true

    init(size: Int) {
        self.size = size
    }

    /// The bytes at `offset` (a multiple of 8; the first call has the header and table).
    mutating func feed(_ offset: Int, _ bytes: UnsafeRawBufferPointer) {
        guard agrees else { return }
        if table.isEmpty, !readTable(offset, bytes) { return }
        let end = offset + bytes.count
        for (section, kind) in Self.kinds {
            let (start, length) = table[section.rawValue]
            let from = max(start, offset), to = min(start + length, end)
            guard from < to else { continue }
            let piece = UnsafeRawBufferPointer(rebasing: bytes[(from - offset)..<(to - offset)])
            switch kind {
            case .offsets:
                let i = section.rawValue
                var previous = last[i]
                if from == start { firstIsZero[i] = piece.count >= 4 && piece.loadUnaligned(as: UInt32.self) == 0 }
                var k = 0
                while k + 4 <= piece.count {
                    let value = piece.loadUnaligned(fromByteOffset: k, as: UInt32.self)
                    guard value >= previous else { agrees = false; return }
                    previous = value
                    k += 4
                }
                last[i] = previous
            case .places:
                var k = 0
                while k + 4 <= piece.count {
                    guard Int(piece.loadUnaligned(fromByteOffset: k, as: UInt32.self)) < count else { agrees = false; return }
                    k += 4
                }
            case .latitudes, .longitudes:
                let limit: Double = { if case .latitudes = kind { return 90 } else { return 180 } }()
                var k = 0
                while k + 8 <= piece.count {
                    let value = piece.loadUnaligned(fromByteOffset: k, as: Double.self)
                    guard value.isFinite, abs(value) <= limit else { agrees = false; return }
                    k += 8
                }
            }
        }
    }

    /// Whether everything fed agrees; call after the last bytes.
    mutating func finish() -> Bool {
        guard agrees, !table.isEmpty else { return false }
        for (section, kind) in Self.kinds {
            guard case .offsets(let data, let unit) = kind else { continue }
            let i = section.rawValue
            guard firstIsZero[i], Int(last[i]) <= table[data.rawValue].length / unit else { return false }
        }
        return true
    }

    /// The header's count and the section table, from the file's first bytes.
    private mutating func readTable(_ offset: Int, _ bytes: UnsafeRawBufferPointer) -> Bool {
        let tableEnd = CatalogImage.headerSize + CatalogImage.sectionCount * 16
        guard offset == 0, bytes.count >= tableEnd else {
            agrees = false
            return false
        }
        count = Int(bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self))
        for i in 0..<CatalogImage.sectionCount {
            let start = Int(exactly: bytes.loadUnaligned(fromByteOffset: CatalogImage.headerSize + i * 16, as: UInt64.self)) ?? -1
            let length = Int(exactly: bytes.loadUnaligned(fromByteOffset: CatalogImage.headerSize + i * 16 + 8, as: UInt64.self)) ?? -1
            guard start >= tableEnd, start % 8 == 0, length >= 0, start <= size - length else {
                agrees = false
                return false
            }
            table.append((start, length))
        }
        return true
    }
}
