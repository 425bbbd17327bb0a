import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands

@Suite struct OSMTagsTests {
    @Test func everyValueKeyHasASlot() {
        #expect(OSMTags.valueKeys.count == 19)
        var tags = OSMTags()
        for (i, key) in OSMTags.valueKeys.enumerated() { tags.set(key, "v\(i)") }
        #expect(tags[.name] == "v0")
        #expect(tags[.openingHours] == "v16")
        // `place` shares `phone`'s slot in the key table: it is compared apart, and both are read.
        #expect(tags[.suburb] == "v17" && tags[.place] == "v18" && tags[.phone] == "v11")
    }

    @Test func laterValuesReplaceEarlierOnesAsInADictionary() {
        var tags = OSMTags()
        tags.set("name", "First")
        tags.set("name", "Second")
        tags.set("diet:vegan", "yes")
        tags.set("diet:vegan", "no")
        tags.set("takeaway", "no")
        tags.set("takeaway", "Yes")
        tags.set("shop", "ignored")
        #expect(tags[.name] == "Second")
        #expect(tags == OSMTags(["name": "Second", "diet:vegan": "no", "takeaway": "Yes"]))
        let place = OSMTagMapping.place(id: "osm:node/1", coordinate: Coordinate(lat: 1, lon: 1), tags: tags)
        #expect(place?.tags == ["takeaway"])
    }

    @Test func mapsEveryKnownKey() throws {
        let place = try #require(OSMTagMapping.place(id: "osm:node/1", coordinate: Coordinate(lat: 1, lon: 1), tags: [
            "brand": "Brand", "cuisine": "Pizza;;  Kebab ", "amenity": " restaurant ", "addr:place": "Square",
            "addr:housenumber": "2", "addr:city": "Turin", "phone": "1; 2", "url": "u.example",
            "opening_hours": " 24/7 ", "diet:gluten_free": "only", "diet:": "yes", "wifi": "yes", "dog": "yes",
        ]))
        #expect(place.name == "Brand")
        #expect(place.cuisines == ["pizza", "kebab"])
        // A bare `diet:` names no diet: it is not a tag.
        #expect(place.tags == ["restaurant", "gluten_free", "dog", "wifi"])
        #expect(place.address == "Square 2, Turin")
        #expect(place.phones == ["1", "2"])
        #expect(place.website == "u.example")
        #expect(place.openingHours == "24/7")
    }

    @Test func anAddressFromWhatThereIs() {
        func address(_ tags: [String: String]) -> String? {
            OSMTagMapping.place(id: "i", coordinate: Coordinate(lat: 1, lon: 1), tags: tags.merging(["name": "N"]) { a, _ in a })?.address
        }
        #expect(address([:]) == nil)
        #expect(address(["addr:housenumber": "5"]) == "5")
        #expect(address(["addr:postcode": "00100"]) == "00100")
        #expect(address(["addr:full": "Somewhere 1"]) == "Somewhere 1")
        #expect(address(["addr:street": " ", "addr:full": "Full"]) == "Full")
        #expect(address(["addr:street": "S", "addr:city": "C", "addr:full": "Full"]) == "S, C")
        #expect(address(["addr:street": "Улица", "addr:housenumber": "3", "addr:postcode": "00530", "addr:city": "Город"])
            == "Улица 3, 00530 Город")
        #expect(address(["addr:place": "Kylä", "addr:city": "Hämeenlinna"]) == "Kylä, Hämeenlinna")
        #expect(address(["addr:housenumber": "5", "addr:postcode": "00100"]) == "5, 00100")
    }
}

/// The keys worth reading are found, and nothing else is.
@Suite struct OSMTagKeysTests {
    static func find(_ key: String) -> Int? {
        Array(key.utf8).withUnsafeBufferPointer { OSMTags.interest($0) }
    }

    @Test func everyKeyIsFoundAtItsIndex() {
        for (i, key) in (OSMTags.valueKeys + OSMTags.features).enumerated() {
            #expect(Self.find(key) == i, "\(key)")
            #expect(Self.find(key.uppercased()) == nil, "\(key)")
            #expect(Self.find(String(key.dropLast())) == nil, "\(key)")
            #expect(Self.find(key + "s") == nil, "\(key)")
            #expect(Self.find("x" + key.dropFirst()) == nil, "\(key)")
        }
        #expect(Self.find("") == nil)
        #expect(Self.find("diet:vegan") == -1)
        #expect(Self.find("diet:") == nil)
    }

    @Test func keysThatShareASlotAreRefused() {
        #expect(OSMTagKeys(["ab", "ab"]) == nil)
        #expect(OSMTagKeys([""]) == nil)
        #expect(OSMTagKeys(["a", "b"]) != nil)
    }
}
