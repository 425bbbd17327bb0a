import LunchStorage
import LunchText
import LunchWalk

/// What reading a place file gave: the places, and how many records were skipped and why.
public struct PlaceReadResult: Sendable {
    public var places: [Place] = []
    public var skipped = 0
    /// The first few reasons, for the import report.
    public var reasons: [String] = []
    /// The format the content turned out to be.
    public var format = ""
    /// The walkable network the file holds (a PBF extract, Overpass JSON with ways), nil
    /// when it holds no walkable way.
    public var walkNetwork: WalkNetwork?
    /// The file's cities and districts (`place=*` nodes, the places' `addr:city` and
    /// `addr:suburb`), for `at`.
    public var areas = AreaTally()
    /// The network's way points (nil without a network).
    public var walkPoints: Int? { walkNetwork?.pointCount }

    /// Way data of an Overpass answer, made the network once the file is read.
    var walks = OverpassWalks()

    /// Records looked at (for progress).
    var counter = 0
    /// Cuisine and tag lists already seen: places that repeat one share it (a million
    /// places take ~190 MB less).
    private var lists: [[String]: [String]] = [:]
    /// Lists and opening hours by the value they come from (Overpass elements), and opening
    /// hours already seen (any format).
    var memo = OSMListMemo()

    /// When set, where kept places go instead of `places`: encoded for the catalog as they
    /// are read (an import of Overpass JSON, `OverpassStream`), none of them held.
    var sink: CatalogBuilder.Half?
    /// Places kept so far (in `places` or given to `sink`).
    var kept = 0

    public init() {}

    /// Keeps a place read from the file, sharing the lists and hours it repeats
    /// (`listsShared`, `hoursShared`: they came from `memo`, shared already).
    mutating func keep(_ place: consuming Place, listsShared: Bool = false, hoursShared: Bool = false) {
        if place.name.utf8.count > PlaceLimits.nameCharacters { place.name = PlaceLimits.cappedName(place.name) }
        kept += 1
        if sink != nil { return sink!.add(place) }
        if !listsShared {
            place.cuisines = shared(place.cuisines)
            place.tags = shared(place.tags)
        }
        if !hoursShared, let value = place.openingHours { place.openingHours = memo.shared(hours: value) }
        places.append(place)
    }

    /// At most this many distinct lists and hours are shared (a file of all-different
    /// values costs a bounded table).
    static let sharedLimit = 1 << 16

    private mutating func shared(_ list: [String]) -> [String] {
        guard !list.isEmpty else { return list }
        if let known = lists[list] { return known }
        if lists.count < Self.sharedLimit { lists[list] = list }
        return list
    }

    /// Room for the places of a part of `total` bytes, `read` bytes of which gave the
    /// places so far (at most one place per 64 bytes: a guess from a few small records
    /// cannot ask for much).
    mutating func reserve(forBytes total: Int, read: Int) {
        guard read > 0, !places.isEmpty else { return }
        let estimate = Double(places.count) * Double(total) / Double(read) * 1.05
        places.reserveCapacity(min(Int(estimate), total / 64))
    }

    /// Adds what a later part of the same file gave, taking its places (`other` is left
    /// without them): moved, not copied one by one.
    mutating func append(_ other: inout PlaceReadResult) {
        places.append(moving: &other.places)
        skipped += other.skipped
        reasons = Array((reasons + other.reasons).prefix(5))
        counter += other.counter
        walks.append(other.walks)
        other.walks = OverpassWalks()
        areas.append(other.areas)
        other.areas = AreaTally()
    }

    /// Adds the places, skips and areas of a part read after these (`other` is left without its
    /// places): the same as if they had been read here, reasons included.
    mutating func absorb(_ other: inout PlaceReadResult) {
        let needed = places.count + other.places.count
        if places.capacity < needed { places.reserveCapacity(Swift.max(needed, 2 * places.capacity)) }
        places.append(moving: &other.places)
        skipped += other.skipped
        areas.append(other.areas)
        for reason in other.reasons where reasons.count < 5 && !reasons.contains(reason) { reasons.append(reason) }
    }

    mutating func skip(_ reason: String) {
        skipped += 1
        if reasons.count < 5, !reasons.contains(reason) { reasons.append(reason) }
    }

    /// Adds a place after the checks every format shares (name, coordinates in range).
    mutating func add(id: String, name: String?, coordinate: Coordinate?, build: (String, Coordinate) -> Place) {
        guard let name = OSMTagMapping.nonEmpty(name) else { return skip("\(id): no name") }
        guard let coordinate else { return skip("\(id): no coordinates") }
        guard coordinate.isValid else { return skip("\(id): coordinates out of range") }
        keep(build(name, coordinate))
    }
}
