import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct CatalogQueryTests {
    let catalog = Catalog(places: Fixtures.small)

    func names(_ hits: [Catalog.Hit]) -> [String] { hits.map { catalog.place(at: $0.index).name } }

    @Test func nearIsNearestFirstWithinTheRadius() {
        let hits = catalog.near(Fixtures.helsinki, radius: 550)
        #expect(names(hits) == ["Golden Sushi", "Pizza Place", "Kahvila Suomi", "Café Regatta", "Tacos Mexicanos"])
        #expect(abs(hits[0].distance - 60) < 0.5)
    }

    @Test func nearEqualsABruteForceReferenceOnRandomPoints() {
        var rng = SystemRandomNumberGenerator()
        let places = (0..<5000).map { n in
            Place(id: "osm:node/\(n)", name: "P\(n)",
                  coordinate: Coordinate(lat: Double.random(in: 59.9...60.4, using: &rng),
                                         lon: Double.random(in: 24.5...25.4, using: &rng)))
        }
        let catalog = Catalog(places: places)
        for _ in 0..<50 {
            let centre = Coordinate(lat: Double.random(in: 59.9...60.4, using: &rng), lon: Double.random(in: 24.5...25.4, using: &rng))
            let radius = Double.random(in: 50...8000, using: &rng)
            let expected = bruteForceNear(places.map { $0.coordinate }, centre: centre, radius: radius)
            #expect(catalog.near(centre, radius: radius).map { $0.index } == expected)
        }
    }

    @Test func nearWorksAcrossTheDateLineAndAtThePoles() {
        let places = [Place(id: "osm:node/1", name: "East", coordinate: Coordinate(lat: 0, lon: 179.999)),
                      Place(id: "osm:node/2", name: "West", coordinate: Coordinate(lat: 0, lon: -179.999)),
                      Place(id: "osm:node/3", name: "Pole", coordinate: Coordinate(lat: 89.9999, lon: 10))]
        let catalog = Catalog(places: places)
        #expect(Set(catalog.near(Coordinate(lat: 0, lon: 180), radius: 1000).map(\.index)) == [0, 1])
        #expect(catalog.near(Coordinate(lat: 90, lon: -100), radius: 1000).map(\.index) == [2])
    }

    @Test func searchFoldsCaseAndAccents() {
        let cafe = catalog.search("cafe", from: Fixtures.helsinki)
        #expect(cafe.hits.first.map { catalog.place(at: $0.index).name } == "Café Regatta")
        let kahvila = catalog.search("KAHVILA", from: Fixtures.helsinki)
        #expect(kahvila.hits.map { catalog.place(at: $0.index).name } == ["Kahvila Suomi"])
        #expect(catalog.search("сушивок", from: nil).total == 1)
    }

    @Test func searchForgivesOneTypoInLongerWords() {
        let piza = catalog.search("piza", from: Fixtures.helsinki)
        #expect(Set(piza.hits.map { catalog.place(at: $0.index).name }) == ["Pizza Place", "Pizzeria Napoli"])
        #expect(catalog.search("pza", from: nil).total == 0)  // three letters: no typo allowed
        #expect(catalog.search("suhsi", from: nil).total == 3)  // a swap
    }

    @Test func searchIsPrefixAwareAndRanksNamesAboveAddresses() {
        let tac = catalog.search("tac", from: Fixtures.helsinki)
        let names = tac.hits.map { catalog.place(at: $0.index).name }
        #expect(names == ["Tacos Mexicanos", "Pizzeria Napoli"])  // name/cuisine first, address (Tacokatu) last
    }

    @Test func searchTiesAreBrokenByDistance() {
        let sushi = catalog.search("sushi", from: Fixtures.helsinki)
        let names = sushi.hits.map { catalog.place(at: $0.index).name }
        #expect(names == ["Golden Sushi", "Сушивок", "寿司 Bar"])
    }

    @Test func largeTiesAreRankedByDistanceLikeBruteForce() {
        var rng = SystemRandomNumberGenerator()
        let places = (0..<6000).map { n in
            Place(id: "osm:node/\(n)", name: n % 3 == 0 ? "Taco \(n)" : "Place \(n)",
                  coordinate: Coordinate(lat: Double.random(in: 60.0...60.4, using: &rng), lon: Double.random(in: 24.6...25.2, using: &rng)),
                  cuisines: n % 3 == 0 ? [] : ["tacos"])
        }
        let catalog = Catalog(places: places)
        for _ in 0..<10 {
            let origin = Coordinate(lat: Double.random(in: 60.0...60.4, using: &rng), lon: Double.random(in: 24.6...25.2, using: &rng))
            let result = catalog.search("tacos", from: origin, limit: 50)
            // Reference: cuisine matches (exact, weight 3) beat name matches ("Taco", one typo),
            // and within each score, nearest first.
            let exact = places.indices.filter { !places[$0].cuisines.isEmpty }
            let expected = exact.sorted {
                Geo.distance(origin, places[$0].coordinate) < Geo.distance(origin, places[$1].coordinate)
            }.prefix(50)
            #expect(result.total == places.count)
            #expect(result.hits.map(\.index) == Array(expected))
        }
    }

    @Test func everyWordMustMatch() {
        #expect(catalog.search("golden sushi", from: nil).hits.map { catalog.place(at: $0.index).name } == ["Golden Sushi"])
        #expect(catalog.search("golden pizza", from: nil).total == 0)
    }

    @Test func idsAndNamePrefixes() {
        #expect(catalog.index(ofID: "osm:node/7").map { catalog.place(at: $0).name } == "Сушивок")
        #expect(catalog.index(ofID: "osm:node/77") == nil)
        #expect(catalog.places(withNamePrefix: "gold").map { catalog.place(at: $0).name } == ["Golden Dragon", "Golden Sushi"])
        #expect(catalog.places(withNamePrefix: "CAFÉ").count == 1)
        #expect(catalog.places(withNamePrefix: "cafe").count == 1)
        #expect(catalog.places(withNamePrefix: "zzz").isEmpty)
    }

    @Test func placesRoundTripThroughTheImage() {
        for (i, place) in Fixtures.small.enumerated() {
            #expect(catalog.place(at: i) == place)
            #expect(catalog.name(at: i) == place.name)
        }
    }

    @Test func aDamagedImageIsRefused() throws {
        let bytes = CatalogBuilder.build(Fixtures.small)
        #expect(throws: UserError.self) { try CatalogImage(bytes: Array(bytes.prefix(bytes.count - 10))) }
        var corrupted = bytes
        corrupted[0] ^= 0xFF
        #expect(throws: UserError.self) { try CatalogImage(bytes: corrupted) }
        var badTable = bytes
        badTable[CatalogImage.headerSize + 3] = 0x7F
        #expect(throws: UserError.self) { try CatalogImage(bytes: badTable) }
    }

    @Test func duplicateIdsKeepTheLastVersion() {
        var updated = Fixtures.small[0]
        updated.name = "Café Regatta (new)"
        let catalog = Catalog(places: Fixtures.small + [updated])
        #expect(catalog.count == Fixtures.small.count)
        #expect(catalog.place(at: 0).name == "Café Regatta (new)")
    }

    @Test func oneEditAway() {
        func near(_ a: String, _ b: String) -> Bool {
            Array(b.utf8).withUnsafeBufferPointer { Catalog.withinOneEdit(Array(a.utf8), $0) }
        }
        #expect(near("piza", "pizza"))
        #expect(near("pizza", "piza"))
        #expect(near("pizza", "pizzo"))
        #expect(near("suhsi", "sushi"))
        #expect(!near("pzza", "pizzas"))
        #expect(!near("abcd", "badc"))
    }
}
