import Foundation
import LunchTestSupport
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// An element read from the file's bytes (`readElement`) gives what reading it into
/// `OSMTags`, a `String` per value (`readElementFromStrings`), gives: the same place or
/// the same skip, for the edges where bytes and strings could differ.
@Suite struct OverpassElementBytesTests {
    /// Each element read both ways: places and skip reasons.
    static func bothWays(_ elements: [String]) throws -> (bytes: PlaceReadResult, strings: PlaceReadResult) {
        let text = "[" + elements.joined(separator: ",") + "]"
        return try Data(text.utf8).withUnsafeBytes { raw in
            func read(_ element: (inout JSONScanner, inout PlaceReadResult) throws -> Void) throws -> PlaceReadResult {
                var scanner = JSONScanner(raw.bindMemory(to: UInt8.self))
                var result = PlaceReadResult()
                try scanner.readArray { try element(&$0, &result) }
                return result
            }
            return (try read(OverpassReader.readElement), try read { scanner, result in
                guard scanner.peek() == UInt8(ascii: "{") else { return try OverpassReader.readElement(&scanner, into: &result) }
                try OverpassReader.readElementFromStrings(&scanner, into: &result)
            })
        }
    }

    static func expectSame(_ elements: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (bytes, strings) = try bothWays(elements)
        // As bytes: `String`s equal as text (`K` and the Kelvin sign) are not the same place.
        #expect(bytes.places.map(Self.utf8) == strings.places.map(Self.utf8), sourceLocation: sourceLocation)
        #expect(bytes.skipped == strings.skipped, sourceLocation: sourceLocation)
        #expect(bytes.reasons == strings.reasons, sourceLocation: sourceLocation)
    }

    static func utf8(_ place: Place) -> [[UInt8]] {
        ([place.id, place.name, place.address ?? "-", place.website ?? "-", place.openingHours ?? "-"]
            + place.cuisines + ["|"] + place.tags + ["|"] + place.phones).map { Array($0.utf8) }
            + [Array("\(place.coordinate.lat) \(place.coordinate.lon) \(place.address == nil) \(place.website == nil)".utf8)]
    }

    static func element(_ tags: String, id: String = "1", type: String = "\"node\"") -> String {
        "{\"type\":\(type),\"id\":\(id),\"lat\":1.5,\"lon\":2.5,\"tags\":{\(tags)}}"
    }

    static let edges: [String] = [
        #""name":"First","name":"Second","cuisine":"pizza","cuisine":"Sushi; RAMEN""#,
        #""name":"Kept","name":null,"amenity":"cafe","amenity":{"a":1},"website":"w","website":[1]"#,
        #""name":"   ","name:en":"English""#,
        #""name":" \t\n ","brand":"Brand""#,
        #""name":"  Spaced  ","addr:street":"  Main  ","addr:housenumber":" 3 ","addr:city":" Town ""#,
        #""name":"Café ","cuisine":"Café; ÇAY ;café","amenity":" Ünï ","opening_hours":" 24/7 ""#,
        // A prepended mark holds on to the space after it: trimming must go by characters.
        "\"name\":\"abc\u{600} \",\"addr:street\":\" x\u{600} \",\"addr:city\":\"C\",\"website\":\"\u{600} \"",
        "\"name\":\" \u{301}x \",\"opening_hours\":\"Mo \u{301} \",\"addr:full\":\" Fü \"",
        #""name":"Esc\u00e4ped","cuisine":"\u0070izza""#,
        #""name":"N","diet:vegan":"yes","diet:vegan":"no","diet:halal":"ONLY","takeaway":"no","takeaway":"Yes""#,
        #""name":"N","diet:a":"yes","diet:b":"only","diet:c":"yes","diet:d":"yes","diet:e":"yes","diet:f":"no""#,
        #""name":"N","amenity":"takeaway","diet:takeaway":"yes","takeaway":"yes","wifi":"yes","dog":"no""#,
        #""name":"N","diet:x":"ÿes","wheelchair":"Yés""#,
        #""name":"N","diet:\u0078":"yes","\u0074akeaway":"yes""#,
        "\"name\":\"N\",\"diet:glüten\":\"yes\",\"diet:glu\u{0308}ten\":\"no\"",
        #""name":"N","phone":" 1; 2 ;;3","contact:phone":"4""#,
        #""name":"N","contact:phone":" +358 1 ","contact:website":" c ","url":"u""#,
        #""name":"N","addr:housenumber":"5","addr:postcode":"00100""#,
        #""name":"N","addr:street":" ","addr:place":"Place","addr:full":"Full""#,
        #""name":"N","addr:place":"Kylä","addr:city":"Hämeenlinna","addr:postcode":" ""#,
        #""name":"N","addr:street":"Улица","addr:housenumber":"3","addr:postcode":"00530","addr:city":"Город""#,
        #""name":true,"cuisine":12.5,"amenity":false,"opening_hours":-3,"addr:housenumber":7"#,
        #""name":"N","cuisine":"","amenity":"","opening_hours":" ","website":"""#,
        "\"name\":\"Bad \u{FFFD}\",\"cuisine\":\"x\"",
    ]

    @Test(arguments: edges)
    func theEdgesOfTagValues(_ tags: String) throws {
        try Self.expectSame([Self.element(tags)])
    }

    @Test func typesIdsAndCoordinates() throws {
        let named = #""name":"N""#
        try Self.expectSame([
            Self.element(named, id: "18446744073709551615"), Self.element(named, id: "18446744073709551616"),
            Self.element(named, id: "99999999999999999999"), Self.element(named, id: "\"007\""), Self.element(named, id: "1.5"),
            Self.element(named, id: "-1"), Self.element(named, id: "\"\""), Self.element(named, id: "null"),
            Self.element(named, id: "\"\\u0031\""), Self.element(named, type: "\"\\u006eode\""), Self.element(named, type: "\"way\""),
            Self.element(named, type: "\"relation\""), Self.element(named, type: "\"Node\""), Self.element(named, type: "true"),
            #"{"type":"node","id":2,"tags":{"name":"N"}}"#, #"{"type":"node","id":3,"lat":91,"lon":1,"tags":{"name":"N"}}"#,
            #"{"type":"way","id":4,"center":{"lat":1,"lon":2},"lat":null,"tags":{"name":"N"},"tags":{"cuisine":"x"}}"#,
            #""not an object""#, "{}",
        ])
    }

    /// Hours equal as text share the first one's string, as they did when kept by a dictionary.
    @Test func hoursEqualAsTextShareTheFirst() throws {
        let hours = ["K", "\u{212A}", " K", "\u{212A} ", "caf\u{E9}", "cafe\u{301}", "cafe\u{301}"]
        let elements = hours.enumerated().map { i, value in Self.element("\"name\":\"N\",\"opening_hours\":\"\(value)\"", id: "\(i)") }
        try Self.expectSame(elements)
        let places = try Self.bothWays(elements).bytes.places
        #expect(places.map { Array($0.openingHours!.utf8) } == ["K", "K", "K", "K", "café", "café", "café"].map { Array($0.utf8) })
    }

    /// Tag lists remembered by their amenity, diets and features: each element still gets its own.
    @Test func tagListsOfElementsWithFlags() throws {
        let flags = [
            #""amenity":"cafe","diet:vegan":"yes""#, #""amenity":"cafe","diet:vegan":"no""#, #""amenity":"cafe","diet:vegan":"only""#,
            #""diet:vegan":"yes""#, #""amenity":"","diet:vegan":"yes""#, #""amenity":" ","diet:vegan":"yes""#,
            #""amenity":"cafe","diet:vegan":"yes","diet:halal":"yes""#, #""amenity":"cafe","diet:halal":"yes","diet:vegan":"yes""#,
            #""amenity":"cafe","diet:veganhalal":"yes""#, #""amenity":"cafediet:vegan","takeaway":"yes""#,
            #""amenity":"cafe","takeaway":"yes""#, #""amenity":"cafe","wifi":"yes""#, #""amenity":"cafe","takeaway":"no""#,
            #""amenity":"cafe","wifi":"yes","dog":"yes""#, #""amenity":"vegan","diet:vegan":"yes""#,
        ]
        let elements = (flags + flags).enumerated().map { i, tags in Self.element("\"name\":\"N\"," + tags, id: "\(i)") }
        try Self.expectSame(elements)
        let tags = try Self.bothWays(elements).bytes.places.map(\.tags)
        #expect(tags[0] == ["cafe", "vegan"] && tags[1] == ["cafe"] && tags[3] == ["vegan"] && tags[5] == ["vegan"])
        #expect(tags[6] == ["cafe", "halal", "vegan"] && tags[10] == ["cafe", "takeaway"] && tags[14] == ["vegan"])
        #expect(Array(tags[flags.count...]) == Array(tags[..<flags.count]))
    }

    /// Many elements made of the pieces above, each compared both ways.
    @Test func randomElements() throws {
        let keys = ["name", "name:en", "brand", "cuisine", "amenity", "addr:street", "addr:place", "addr:housenumber",
                    "addr:postcode", "addr:city", "addr:full", "phone", "contact:phone", "website", "contact:website",
                    "url", "opening_hours", "takeaway", "wifi", "diet:vegan", "diet:halal", "diet:takeaway", "note"]
        let pieces = ["", " ", "\\t", "yes", "Only", "no", "café", " ÿ", ";", "a;b", "\\u00e4", "x\u{600}", "\u{301}",
                      "K", "Мир", "🍕", "24/7", "\\\"", "k\u{212A}"]
        let random = SeededRandomSource(seed: 13)
        func pick<T>(_ list: [T]) -> T { list[Int(random.nextUnit() * Double(list.count))] }
        var elements: [String] = []
        for i in 0..<400 {
            var tags: [String] = []
            for _ in 0..<Int(random.nextUnit() * 10) {
                let value = random.nextUnit() < 0.1 ? pick(["null", "true", "12", "[]"])
                    : "\"" + (0..<1 + Int(random.nextUnit() * 3)).map { _ in pick(pieces) }.joined() + "\""
                tags.append("\"\(pick(keys))\":\(value)")
            }
            elements.append(Self.element(tags.joined(separator: ","), id: "\(i)"))
        }
        try Self.expectSame(elements)
    }
}
