import Testing
import OSMPBF

/// Resources/small.osm converted by osmium 1.15 into several PBF variants.
@Suite struct SmallFileTests {
    static let variants = ["small-zlib.osm.pbf", "small-raw.osm.pbf", "small-nodense.osm.pbf", "small-low.osm.pbf"]

    @Test(arguments: variants)
    func contentMatchesTheXML(name: String) throws {
        let c = try collect(try resource(name))
        #expect(c.nodes.map(\.id) == [1, 2, 3, 4, 5, 9_000_000_000])
        let byID = Dictionary(uniqueKeysWithValues: c.nodes.map { ($0.id, $0) })
        #expect(byID[1]?.lat == 60.1699 && byID[1]?.lon == 24.9384)
        #expect(byID[2]?.lat == 60.1700001 && byID[2]?.lon == 24.9390002)
        #expect(byID[3]?.lat == -33.8688 && byID[3]?.lon == 151.2093)
        #expect(byID[4]?.lat == 90 && byID[4]?.lon == 180)
        #expect(byID[5]?.lat == -90 && byID[5]?.lon == -180)
        #expect(byID[9_000_000_000]?.lat == 0.0000001 && byID[9_000_000_000]?.lon == -0.0000001)
        #expect(byID[1]?.tags.isEmpty == true)
        let t2 = try #require(byID[2]?.tags)
        #expect(t2.map(\.key) == ["amenity", "name", "cuisine"])
        #expect(t2.map(\.value) == ["restaurant", "Ravintola Ääkkönen ☕", "finnish"])
        #expect(byID[5]?.tags.count == 1 && byID[5]?.tags.first?.key == "note" && byID[5]?.tags.first?.value == "")

        #expect(c.ways.map(\.id) == [10, 11])
        #expect(c.ways[0].refs == [1, 2, 3, 9_000_000_000, 1])
        #expect(tagsDict(c.ways[0].tags) == ["highway": "footway", "area": "yes"])
        #expect(c.ways[1].refs == [4, 5] && c.ways[1].tags.isEmpty)

        #expect(c.relations.map(\.id) == [20, 21])
        #expect(c.relations[0].members == [
            PBFMember(type: .node, ref: 2, role: "stop"),
            PBFMember(type: .way, ref: 10, role: ""),
            PBFMember(type: .relation, ref: 21, role: "subarea"),
        ])
        #expect(tagsDict(c.relations[0].tags) == ["type": "route"])
        #expect(c.relations[1].members.isEmpty)
        #expect(c.coordinates.count == 0)
    }

    @Test(arguments: variants)
    func compactOptionsGiveCoordinatesAndOnlyTaggedNodes(name: String) throws {
        let c = try collect(try resource(name), options: .compact)
        #expect(c.nodes.map(\.id) == [2, 5])
        #expect(c.coordinates.ids == [1, 2, 3, 4, 5, 9_000_000_000])
        #expect(c.coordinates.lats == [601_699_000, 601_700_001, -338_688_000, 900_000_000, -900_000_000, 1])
        #expect(c.coordinates.lons == [249_384_000, 249_390_002, 1_512_093_000, 1_800_000_000, -1_800_000_000, -1])
        #expect(c.coordinates.latitude(at: 0) == 60.1699)
        #expect(c.ways.count == 2 && c.relations.count == 2)
    }

    @Test func skippingKindsOfObjects() throws {
        let bytes = try resource("small-zlib.osm.pbf")
        let waysOnly = try collect(bytes, options: PBFReadOptions(taggedNodes: false, untaggedNodes: false, relations: false))
        #expect(waysOnly.nodes.isEmpty && waysOnly.coordinates.count == 0 && waysOnly.relations.isEmpty)
        #expect(waysOnly.ways.count == 2)
        let untaggedOnly = try collect(bytes, options: PBFReadOptions(taggedNodes: false, ways: false, relations: false))
        #expect(untaggedOnly.nodes.map(\.id) == [1, 3, 4, 9_000_000_000])
        #expect(untaggedOnly.ways.isEmpty)
    }

    @Test func blockIndicesCountTheHeader() throws {
        let c = try collect(try resource("small-zlib.osm.pbf"))
        #expect(c.blockIndices.first == 1)
    }

    @Test func granularityAndOffsetsAreHonoured() throws {
        // granularity 1000 nanodegrees, offsets in nanodegrees: lat = off + g * raw.
        let block = PBFBuilder.denseBlock(ids: [7, 8], lats: [60_000_000, -1], lons: [24_000_000, 0],
                                          granularity: 1000, latOffset: 500, lonOffset: -1_000_000_000)
        let c = try collect(PBFBuilder.file(blocks: [block]), options: PBFReadOptions(nodeCoordinates: true))
        #expect(c.coordinates.lats == [600_000_005, -5])
        #expect(c.coordinates.lons == [230_000_000, -10_000_000])
        #expect(c.nodes[0].lat == 60.0000005 && c.nodes[0].lon == 23.0)
    }

    /// A history file (every version, deleted objects) is refused, not read as current data.
    @Test func historicalInformationIsRefused() throws {
        let file = PBFBuilder.file(required: ["OsmSchema-V0.6", "DenseNodes", "HistoricalInformation"],
                                   blocks: [PBFBuilder.denseBlock(ids: [1], lats: [1], lons: [1])])
        for bytes in [file, try resource("small-history.osh.pbf")] {
            do {
                _ = try collect(bytes)
                Issue.record("a history file was read")
            } catch let error as PBFError {
                #expect(error.isHistoryFile && error.block == 0, "\(error)")
            }
        }
    }

    @Test func denseTagsWithSeparators() throws {
        let block = PBFBuilder.denseBlock(strings: ["", "k", "v", "k2", "v2"], ids: [1, 2, 3], lats: [0, 0, 0], lons: [0, 0, 0],
                                          keysVals: [1, 2, 3, 4, 0, 0, 3, 2, 0])
        let c = try collect(PBFBuilder.file(blocks: [block], zlib: true))
        #expect(c.nodes.map { $0.tags.map(\.key) } == [["k", "k2"], [], ["k2"]])
        #expect(c.nodes.map { $0.tags.map(\.value) } == [["v", "v2"], [], ["v"]])
    }
}
