import Foundation
import LunchStorage

/// A named area of the catalog's own data: a city, town or district that `at` can go to.
/// From an OpenStreetMap `place=*` node (its coordinates), or worked out from the places'
/// `addr:city` / `addr:suburb` (the middle of the places that name it).
public struct CatalogArea: Sendable, Hashable, Codable {
    public var name: String
    public var lat: Double
    public var lon: Double
    /// `city`, `town`, `suburb`… (a `place=*` node's value), or `addr:city`, `addr:suburb`.
    public var kind: String
    /// How many of the catalog's places name it in their address (0 for a `place=*` node
    /// no place names).
    public var places: Int

    public init(name: String, lat: Double, lon: Double, kind: String, places: Int = 0) {
        self.name = name
        self.lat = lat
        self.lon = lon
        self.kind = kind
        self.places = places
    }

    public var coordinate: Coordinate { Coordinate(lat: lat, lon: lon) }

    /// True for a city, town or village (not a district of one).
    public var isSettlement: Bool { ["city", "town", "village", "addr:city"].contains(kind) }
}

/// Gathers a file's areas while it is read: `place=*` nodes as they are, and the places'
/// `addr:city` / `addr:suburb` values with the middle of the places that give them.
/// Bounded: at most `limit` distinct names are kept.
public struct AreaTally: Sendable {
    /// The `place=*` values that are areas lunch can go to.
    public static let placeKinds: Set<String> = ["city", "town", "village", "borough", "suburb", "quarter", "neighbourhood"]
    static let limit = 20_000

    private var nodes: [String: CatalogArea] = [:]
    private var sums: [String: (kind: String, lat: Double, lon: Double, count: Int)] = [:]

    public init() {}

    /// A `place=KIND` node called `name` (and `english`, when it has a different `name:en`).
    /// False when `kind` is not an area (the element is then read as a place).
    public mutating func placeNode(name: String, english: String?, kind: String, at coordinate: Coordinate) -> Bool {
        guard Self.placeKinds.contains(kind) else { return false }
        for n in [name, english].compactMap({ $0 }) where Self.typable(n) && nodes.count < Self.limit && nodes[n] == nil {
            nodes[n] = CatalogArea(name: n, lat: coordinate.lat, lon: coordinate.lon, kind: kind)
        }
        return true
    }

    /// A place at `coordinate` whose address names `city` and `suburb`.
    public mutating func address(city: String?, suburb: String?, at coordinate: Coordinate) {
        if let city { add(city, kind: "addr:city", coordinate) }
        if let suburb { add(suburb, kind: "addr:suburb", coordinate) }
    }

    /// A name a person can type after `at`: at most `nameCells` characters, without control
    /// or format characters (escape codes, right-to-left overrides).
    static func typable(_ name: String) -> Bool {
        name.count <= nameCells && !name.unicodeScalars.contains {
            $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
        }
    }
    static let nameCells = 100

    private mutating func add(_ name: String, kind: String, _ c: Coordinate) {
        // A name counted already is typable (no other is kept): looked up first, it is not
        // checked again (the check's character properties cost as much as reading the place).
        if let i = sums.index(forKey: name) {
            sums.values[i].lat += c.lat
            sums.values[i].lon += c.lon
            sums.values[i].count += 1
        } else if sums.count < Self.limit, Self.typable(name) {
            sums[name] = (kind, c.lat, c.lon, 1)
        }
    }

    public mutating func append(_ other: AreaTally) {
        for (name, area) in other.nodes where nodes[name] == nil { nodes[name] = area }
        for (name, sum) in other.sums {
            if var mine = sums[name] {
                mine.lat += sum.lat
                mine.lon += sum.lon
                mine.count += sum.count
                sums[name] = mine
            } else if sums.count < Self.limit {
                sums[name] = sum
            }
        }
    }

    /// The areas, one per name (compared folded): a `place=*` node where there is one (with
    /// the count of places that name it), else the middle of the places. Largest first.
    public var areas: [CatalogArea] {
        var byKey: [String: CatalogArea] = [:]
        // A name without a letter (`addr:city=7`) would stand for a row number in `at 7`.
        for (name, sum) in sums where name.contains(where: \.isLetter) {
            let area = CatalogArea(name: name, lat: sum.lat / Double(sum.count), lon: sum.lon / Double(sum.count),
                                   kind: sum.kind, places: sum.count)
            let key = TextFolding.fold(name)
            if let known = byKey[key], known.places >= area.places { continue }
            byKey[key] = area
        }
        for area in nodes.values where area.name.contains(where: \.isLetter) {
            let key = TextFolding.fold(area.name)
            var node = area
            node.places = byKey[key]?.places ?? 0
            byKey[key] = node
        }
        return CatalogArea.ordered(Array(byKey.values))
    }
}

extension CatalogArea {
    /// Most places first, then settlements before districts, then by name.
    public static func ordered(_ areas: [CatalogArea]) -> [CatalogArea] {
        areas.sorted {
            if $0.places != $1.places { return $0.places > $1.places }
            if $0.isSettlement != $1.isSettlement { return $0.isSettlement }
            return $0.name < $1.name
        }
    }

    /// `areas` then `newer`, one per folded name (the newer one wins).
    public static func merged(_ areas: [CatalogArea], _ newer: [CatalogArea]) -> [CatalogArea] {
        var byKey: [String: CatalogArea] = [:]
        for area in areas + newer { byKey[TextFolding.fold(area.name)] = area }
        return ordered(Array(byKey.values))
    }
}

extension AreaTally {
    /// An element without an amenity whose `place=*` is an area: noted, true (it is no place to eat).
    mutating func noteArea(_ tags: OSMTags, at coordinate: Coordinate) -> Bool {
        guard tags[.amenity] == nil, let kind = OSMTagMapping.nonEmpty(tags[.place]),
              let name = OSMTagMapping.nonEmpty(tags[.name]) else { return false }
        return placeNode(name: name, english: OSMTagMapping.nonEmpty(tags[.nameEn]), kind: kind, at: coordinate)
    }

    /// A place's `addr:city` and `addr:suburb`.
    mutating func noteAddress(_ tags: OSMTags, at coordinate: Coordinate) {
        address(city: OSMTagMapping.nonEmpty(tags[.city]), suburb: OSMTagMapping.nonEmpty(tags[.suburb]), at: coordinate)
    }
}

/// A catalog's areas are kept beside its stored form, in `<catalog>.areas.json` (a list of
/// `CatalogArea`): a catalog stored before areas were kept simply has none, and the
/// catalog's own format is unchanged.
public enum CatalogAreasFile {
    public static func path(beside catalog: String) -> String { catalog + ".areas.json" }

    /// The areas stored beside `catalog`; none when there is no such file or it cannot be read.
    public static func read(beside catalog: String, storage: any FileStorage) -> [CatalogArea] {
        guard let data = try? storage.read(path(beside: catalog), limit: 64 << 20),
              let areas = try? JSONDecoder().decode([CatalogArea].self, from: data) else { return [] }
        return areas.filter { $0.coordinate.isValid && !$0.name.isEmpty }
    }

    /// Stores `areas` beside `catalog` (an empty list removes the file). A failure costs
    /// only the areas: the catalog itself is stored already.
    public static func write(_ areas: [CatalogArea], beside catalog: String, storage: any FileStorage) {
        let file = path(beside: catalog)
        guard !areas.isEmpty else { return storage.remove(file) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(areas) else { return }
        try? storage.writeAtomically(data, to: file)
    }
}
