import LunchStorage
import LunchText
import LunchWalk
import OSMPBF

/// Reads an OpenStreetMap `.osm.pbf` extract in one pass over its blocks (decoded on two
/// cores by `OSMPBF`): the places, by the rules of the Overpass import, and the walkable
/// network. Which elements are places is what `sync` asks Overpass for
/// (`OSMTagMapping.placeAmenities`): nodes, ways and relations whose `amenity` is one of
/// them; their tags become places as Overpass elements' do (`OSMTagMapping`), ids
/// `osm:node/…`, `osm:way/…`, `osm:relation/…`. A way or relation is placed where Overpass
/// puts its `center`: the middle of the bounding box of its nodes (a relation's: of its
/// member nodes and its member ways' nodes), those in the extract; with none it is skipped.
enum PBFPlaceReader {
    /// True when the bytes start as a PBF file: a 4-byte big-endian length, then a
    /// BlobHeader whose first field is the type "OSMHeader".
    static func looksLikePBF(_ head: UnsafeRawBufferPointer) -> Bool {
        guard head.count >= 15, head[0] == 0, head[1] == 0 else { return false }
        let type = Array("OSMHeader".utf8)
        return head[4] == 0x0A && head[5] == UInt8(type.count) && (0..<type.count).allSatisfy { head[6 + $0] == type[$0] }
    }

    /// A way or relation that is a place, waiting for its nodes' coordinates.
    private struct Pending {
        var id: String
        var tags: OSMTags
        /// Node ids whose bounding box places it.
        var nodes: [Int64]
        /// Member ways (relations), whose nodes count too.
        var ways: [Int64] = []
    }

    /// What one block gives, made on the thread that decoded it: its places (and why
    /// elements were skipped), the ways and relations that are places (placed once every
    /// node is read), its walkable ways and every node's coordinates.
    private struct BlockPart: Sendable {
        var places = PlaceReadResult()
        var pending: [Pending] = []
        var ways = WalkWays()
        var coordinates = PBFNodeCoordinates()
        var byteEnd = 0

        init(_ block: PBFBlock) {
            coordinates = block.nodeCoordinates
            byteEnd = block.byteEnd
            places.places.reserveCapacity(block.nodes.count)
            for node in block.nodes {
                guard let tags = placeTags(node.tags) else {
                    areaNode(node.tags, Coordinate(lat: node.lat, lon: node.lon), into: &places)
                    continue
                }
                guard let placeID = placeID("node", node.id) else {
                    places.skip("an element without an OpenStreetMap type and id")
                    continue
                }
                add(placeID, tags, Coordinate(lat: node.lat, lon: node.lon), into: &places)
            }
            for way in block.ways {
                ways.add(way)
                guard let tags = placeTags(way.tags) else { continue }
                guard let placeID = placeID("way", way.id) else {
                    places.skip("an element without an OpenStreetMap type and id")
                    continue
                }
                pending.append(Pending(id: placeID, tags: tags, nodes: way.refs))
            }
            for relation in block.relations {
                guard let tags = placeTags(relation.tags) else { continue }
                guard let placeID = placeID("relation", relation.id) else {
                    places.skip("an element without an OpenStreetMap type and id")
                    continue
                }
                pending.append(Pending(id: placeID, tags: tags,
                                       nodes: relation.members.filter { $0.type == .node }.map(\.ref),
                                       ways: relation.members.filter { $0.type == .way }.map(\.ref)))
            }
        }
    }

    /// The file's places and network. Throws `PBFError` (one line) when the file is not a
    /// whole, valid PBF file; `threads`: decoding threads, which also make each block's
    /// places (`BlockPart`); the caller's thread hands them out and joins the parts in
    /// file order.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, threads: Int = 2,
                     progress: (any ImportProgress)? = nil) throws -> PlaceReadResult {
        var result = PlaceReadResult()
        result.format = "OpenStreetMap PBF"
        var ways = WalkWays()
        var pending: [Pending] = []
        // Each block's places and coordinates, joined once all are read: the joined arrays
        // are made once at their size, not grown (copied and faulted in again) block by block.
        var blockPlaces: [PlaceReadResult] = [], blockCoordinates: [PBFNodeCoordinates] = []
        var placeCount = 0
        try PBFReader.read(buffer: bytes, options: .compact, threads: threads, transform: BlockPart.init) { part in
            blockCoordinates.append(part.coordinates)
            part.coordinates = PBFNodeCoordinates()
            placeCount += part.places.places.count
            blockPlaces.append(part.places)
            part.places = PlaceReadResult()
            ways.append(part.ways)
            pending += part.pending
            if blockPlaces.count % 16 == 0 {
                progress?.reading(bytes: part.byteEnd, of: bytes.count, places: placeCount)
                if progress?.stopRequested == true { throw ImportStopped() }
            }
        }
        // Room for the ways' and relations' places too, and for a few put in front of them
        // later (`CatalogMerger.merge(taking:into:ids:)`: the sample's, on a first import).
        result.places.reserveCapacity(placeCount + pending.count + Self.roomInFront)
        for i in blockPlaces.indices { result.absorb(&blockPlaces[i]) }
        blockPlaces = []
        var coordinates = NodeCoordinates()
        coordinates.append(contentsOf: blockCoordinates)
        blockCoordinates = []
        coordinates.sort()
        if !pending.isEmpty {
            let memberWays = try memberWays(of: pending, in: bytes, threads: threads)
            for var element in pending {
                for way in element.ways { element.nodes += memberWays[way] ?? [] }
                guard let centre = centre(of: element.nodes, coordinates) else {
                    result.skip("\(element.id): no coordinates")
                    continue
                }
                add(element.id, element.tags, centre, into: &result)
            }
        }
        result.walkNetwork = ways.network(coordinates)
        return result
    }

    /// Places a merge may put before the file's without a new buffer (the sample's 354).
    static let roomInFront = 1024

    /// The tags that make a place of an element whose `amenity` is one `sync` asks for;
    /// nil for any other element.
    private static func placeTags(_ tags: [PBFTag]) -> OSMTags? {
        guard tags.contains(where: { $0.key == "amenity" }) else { return nil }
        var out = OSMTags()
        var amenity: String?
        for tag in tags {
            if tag.key == "amenity" { amenity = tag.value }
            out.set(tag.key, tag.value)
        }
        guard let amenity, OSMTagMapping.placeAmenities.contains(amenity) else { return nil }
        return out
    }

    /// `osm:node/123`; nil for a negative id (an unsaved edit, never an OpenStreetMap id).
    private static func placeID(_ type: String, _ id: Int64) -> String? {
        id >= 0 ? "osm:" + type + "/" + String(id) : nil
    }

    private static func add(_ id: String, _ tags: OSMTags, _ coordinate: Coordinate, into result: inout PlaceReadResult) {
        guard coordinate.isValid else { return result.skip("\(id): coordinates out of range") }
        guard let place = OSMTagMapping.place(id: id, coordinate: coordinate, tags: tags, memo: &result.memo) else {
            return result.skip("\(id): no name")
        }
        result.areas.noteAddress(tags, at: coordinate)
        result.keep(place, listsShared: true)
    }

    /// A node that is no place to eat: a city's or district's (`place=*`) is an area.
    private static func areaNode(_ tags: [PBFTag], _ coordinate: Coordinate, into result: inout PlaceReadResult) {
        guard coordinate.isValid, tags.contains(where: { $0.key == "place" }) else { return }
        var out = OSMTags()
        for tag in tags where tag.key == "place" || tag.key == "name" || tag.key == "name:en" { out.set(tag.key, tag.value) }
        _ = result.areas.noteArea(out, at: coordinate)
    }

    /// The middle of the bounding box of the nodes found, as Overpass's `center`.
    private static func centre(of nodes: [Int64], _ coordinates: NodeCoordinates) -> Coordinate? {
        var minLat = Int32.max, maxLat = Int32.min, minLon = Int32.max, maxLon = Int32.min
        var found = false
        for node in nodes {
            guard let (lat, lon) = coordinates.fixed(node) else { continue }
            found = true
            minLat = min(minLat, lat); maxLat = max(maxLat, lat)
            minLon = min(minLon, lon); maxLon = max(maxLon, lon)
        }
        guard found else { return nil }
        // Rounded to the 1e-7 degree Overpass prints.
        let lat = ((Double(minLat) + Double(maxLat)) / 2).rounded() / 1e7
        let lon = ((Double(minLon) + Double(maxLon)) / 2).rounded() / 1e7
        return Coordinate(lat: lat, lon: lon)
    }

    /// The node lists of the ways that relations among `pending` have as members: read
    /// again from the file's way blocks only when some relation has ways (places mapped
    /// as multipolygons), since which ways count is known only once relations are read.
    private static func memberWays(of pending: [Pending], in bytes: UnsafeBufferPointer<UInt8>,
                                   threads: Int) throws -> [Int64: [Int64]] {
        var wanted = Set<Int64>()
        for element in pending { wanted.formUnion(element.ways) }
        guard !wanted.isEmpty else { return [:] }
        var found: [Int64: [Int64]] = [:]
        let options = PBFReadOptions(taggedNodes: false, untaggedNodes: false, nodeCoordinates: false, ways: true, relations: false)
        try PBFReader.read(buffer: bytes, options: options, threads: threads) { block in
            for way in block.ways where wanted.contains(way.id) { found[way.id] = way.refs }
        }
        return found
    }
}
