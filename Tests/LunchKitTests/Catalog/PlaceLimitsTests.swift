import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// A hostile file with one place of 200,000 diet tags, cuisines or name words: it is read
/// (this took minutes when each value was looked up among the ones before it), the place
/// keeps at most `PlaceLimits` of each, and it is found by search.
@Suite struct PlaceLimitsTests {
    static let many = 200_000

    func read(_ json: String) throws -> [Place] {
        try PlaceFileReader.read(Data(json.utf8)).places
    }

    func overpass(name: String = "D", tags: String) -> String {
        #"{"elements":[{"type":"node","id":19,"lat":60.1,"lon":24.9,"tags":{"name":"\#(name)","amenity":"restaurant",\#(tags)}}]}"#
    }

    func found(_ places: [Place], _ query: String) -> [String] {
        let catalog = Catalog(places: places)
        return catalog.search(query, from: nil).hits.map { catalog.place(at: $0.index).id }
    }

    @Test func aPlaceWithTwoHundredThousandDietTagsKeepsTheFirstSixtyFour() throws {
        let tags = (0..<Self.many).map { #""diet:d\#($0)":"yes""# }.joined(separator: ",") + #","takeaway":"yes""#
        let places = try read(overpass(tags: tags))
        #expect(places.count == 1)
        let diets = places[0].tags.filter { $0.hasPrefix("d") && $0 != "delivery" }
        #expect(diets.count == PlaceLimits.dietTags)
        #expect(Set(diets) == Set((0..<PlaceLimits.dietTags).map { "d\($0)" }))
        #expect(places[0].tags.contains("restaurant") && places[0].tags.contains("takeaway"))
        #expect(found(places, "d7") == ["osm:node/19"])
    }

    @Test func aDietTagRepeatedKeepsItsLastValue() throws {
        let places = try read(overpass(tags: #""diet:vegan":"no","diet:vegan":"yes""#))
        #expect(places[0].tags == ["restaurant", "vegan"])
    }

    @Test func aPlaceWithTwoHundredThousandCuisinesKeepsTheFirstSixtyFourDistinct() throws {
        let list = (0..<Self.many).map { "c\($0 % 150_000)" }.joined(separator: ";")
        let places = try read(overpass(tags: #""cuisine":"Thai;thai;\#(list)""#))
        #expect(places.count == 1)
        #expect(places[0].cuisines.count == PlaceLimits.cuisines)
        #expect(places[0].cuisines.prefix(3) == ["thai", "c0", "c1"])
        #expect(found(places, "thai") == ["osm:node/19"])
    }

    /// Names are kept at 200 characters (issue 29, row 5): the first words stay searchable.
    @Test func aNameOfTwoHundredThousandWordsIsCutAndItsFirstWordsAreSearchable() throws {
        let name = (0..<Self.many).map { "w\($0)" }.joined(separator: " ")
        let places = try read(overpass(name: name, tags: #""cuisine":"thai""#))
        #expect(places.count == 1)
        #expect(places[0].name == String(name.prefix(199)) + "…")
        #expect(found(places, "w3") == ["osm:node/19"])
        #expect(found(places, "w40") == ["osm:node/19"])
        let index = SearchIndexBuilder.build(places, foldedNames: CatalogBuilder.foldedNames(places[...]))
        #expect(index.postingPlaces.count <= PlaceLimits.indexedWords)
        #expect(found(places, "w\(Self.many - 1)").isEmpty)
    }

    @Test func geoJSONPropertiesAreCappedAlike() throws {
        let props = (0..<Self.many).map { #""diet:d\#($0)":"yes""# }.joined(separator: ",")
        let json = #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"node/5","geometry":{"type":"Point","coordinates":[24.9,60.1]},"properties":{"name":"G",\#(props)}}]}"#
        let places = try read(json)
        #expect(places.count == 1)
        #expect(places[0].tags.count == PlaceLimits.dietTags)
    }

    @Test func googleTypesGiveAtMostSixtyFourDistinctCuisines() throws {
        let types = (0..<Self.many).map { #""k\#($0 % 1000)_restaurant""# }.joined(separator: ",")
        let json = #"{"results":[{"place_id":"P1","name":"Gg","geometry":{"location":{"lat":60.1,"lng":24.9}},"types":["restaurant",\#(types)]}]}"#
        let places = try read(json)
        #expect(places.count == 1)
        #expect(places[0].cuisines.count == PlaceLimits.cuisines)
        #expect(places[0].tags == ["restaurant"])
    }
}
