import Foundation
import LunchStorage
import LunchText

/// The places `lunch` knows, queryable without scanning: a spatial grid for `near`, an
/// inverted index for `search`, sorted names for completion and name references.
/// Backed by a `CatalogImage`; places are decoded only when a query returns them.
public final class Catalog: @unchecked Sendable {
    public private(set) var image: CatalogImage
    public private(set) var count: Int
    private(set) var lat: UnsafeBufferPointer<Double>
    private(set) var lon: UnsafeBufferPointer<Double>
    private(set) var recordOffsets: UnsafeBufferPointer<UInt32>
    private(set) var records: UnsafeBufferPointer<UInt8>
    /// Where the catalog came from, for messages (`sample`, a file name).
    public private(set) var sourceName: String
    /// Where its walkable network is (read on first use).
    public private(set) var walkSource: WalkSource
    /// Its cities and districts, from the files it was made of (see `CatalogArea`).
    public var areas: [CatalogArea] = []
    /// Counts `replace(with:)`s: what was worked out from the old places (a walk field) is stale.
    public private(set) var generation = 0

    public init(image: CatalogImage, sourceName: String, walkSource: WalkSource = .none) {
        self.image = image
        self.sourceName = sourceName
        self.walkSource = walkSource
        count = image.header.count
        lat = image.section(.lat, as: Double.self)
        lon = image.section(.lon, as: Double.self)
        recordOffsets = image.section(.recordOffsets, as: UInt32.self)
        records = image.sectionOnDemand(.records, as: UInt8.self)
    }

    /// A catalog built in memory from places (tests, `--data` of a small file).
    public convenience init(places: [Place], sourceName: String = "memory", walkSource: WalkSource = .none) {
        // Building never produces an invalid image, so this cannot fail.
        let image = try! CatalogImage(bytes: CatalogBuilder.build(places))
        self.init(image: image, sourceName: sourceName, walkSource: walkSource)
    }

    /// Switches to another catalog's places (after `import`): every module holding this
    /// catalog sees the new places at once. Row numbers of old lists refer to ids, so
    /// they stay meaningful.
    public func replace(with other: Catalog) {
        image = other.image
        count = other.count
        lat = other.lat
        lon = other.lon
        recordOffsets = other.recordOffsets
        records = other.records
        sourceName = other.sourceName
        walkSource = other.walkSource
        areas = other.areas
        cachedVocabulary = nil
        generation += 1
    }

    public func coordinate(at index: Int) -> Coordinate {
        Coordinate(lat: lat[index], lon: lon[index])
    }

    public func place(at index: Int) -> Place {
        RecordCodec.decode(recordBytes(index), coordinate: coordinate(at: index))
    }

    /// `place(at:).name`, decoding only the name.
    public func name(at index: Int) -> String {
        RecordCodec.decodeName(recordBytes(index))
    }

    /// What a list's table measures of a place: `place(at:)`'s name (empty unless
    /// `name`), cuisines (empty unless `cuisines`), price and opening hours.
    public struct Listing: Sendable {
        public var name: String
        public var cuisines: [String]
        public var price: Int?
        public var openingHours: String?
    }

    /// The parts of place `index` a list's table measures, decoding nothing else.
    public func listing(at index: Int, name: Bool = true, cuisines: Bool = true) -> Listing {
        RecordCodec.decodeListing(recordBytes(index), name: name, cuisines: cuisines)
    }

    public func id(at index: Int) -> String {
        RecordCodec.decodeID(recordBytes(index))
    }

    /// Place `index`'s id as bytes in the image (valid while this catalog holds the image).
    func idBytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
        RecordCodec.firstField(recordBytes(index))
    }

    private func recordBytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let start = Int(recordOffsets[index]), end = Int(recordOffsets[index + 1])
        // A record whose bytes changed on disk under the shell is read as an empty one.
        guard image.load(.records, as: UInt8.self, start..<end) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: records[start..<end])
    }

    /// The place with this id (binary search over the id order, comparing bytes).
    public func index(ofID id: String) -> Int? {
        var id = id
        return id.withUTF8 { key in
            let order = image.sectionOnDemand(.idOrder, as: UInt32.self)
            func compare(_ position: Int) -> Int {
                image.load(.idOrder, as: UInt32.self, position..<(position + 1))
                let stored = idBytes(at: Int(order[position]))
                let common = min(stored.count, key.count)
                if common > 0, case let c = memcmp(stored.baseAddress!, key.baseAddress!, common), c != 0 { return Int(c) }
                return stored.count - key.count
            }
            var low = 0, high = order.count
            while low < high {
                let mid = (low + high) / 2
                if compare(mid) < 0 { low = mid + 1 } else { high = mid }
            }
            guard low < order.count, compare(low) == 0 else { return nil }
            return Int(order[low])
        }
    }

    /// The middle of the catalog's places (the default location until the user sets one).
    public var centre: Coordinate? {
        count > 0 ? image.header.centre : nil
    }

    /// Distinct cuisines and tags, with how many places have each.
    public var vocabulary: (cuisines: [String: Int], tags: [String: Int]) {
        if let cachedVocabulary { return cachedVocabulary }
        let value = readVocabulary()
        cachedVocabulary = value
        return value
    }

    private var cachedVocabulary: (cuisines: [String: Int], tags: [String: Int])?

    private func readVocabulary() -> (cuisines: [String: Int], tags: [String: Int]) {
        var reader = RecordCodec.Reader(bytes: image.section(.vocabulary, as: UInt8.self))
        var cuisines: [String: Int] = [:], tags: [String: Int] = [:]
        while reader.position < reader.bytes.count {
            let kind = reader.field(), value = reader.field(), n = Int(reader.field()) ?? 0
            if kind == "c" { cuisines[value] = n } else { tags[value] = n }
        }
        return (cuisines, tags)
    }
}
