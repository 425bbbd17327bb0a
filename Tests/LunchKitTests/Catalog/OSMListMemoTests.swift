import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands

/// Lists from the memo are the lists the mapping makes, the first time and every time after.
@Suite struct OSMListMemoTests {
    static let values = ["pizza", "Pizza", "pizza;burger", " sushi ", "a;;b;A", "", ";", " ; ", "Ramen;ramen;RAMEN",
                         "kebab; pizza", "café", "ÇAY", "pizza ", "x\u{1F}y"]

    @Test func cuisinesAreTheMappingsLists() {
        var memo = OSMListMemo()
        for _ in 0..<2 {
            for value in Self.values + [nil] as [String?] {
                #expect(memo.cuisines(value) == OSMTagMapping.cuisines(value), "\(String(describing: value))")
            }
        }
    }

    @Test func tagsAreTheMappingsTags() {
        var memo = OSMListMemo()
        let flags: [[(String, String)]] = [
            [], [("diet:vegan", "yes")], [("diet:vegan", "ONLY"), ("takeaway", "Yes")], [("wifi", "no")],
            [("diet:halal", "yes"), ("diet:kosher", "only"), ("delivery", "yes"), ("takeaway", "yes"), ("diet:takeaway", "yes")],
            [("diet:restaurant", "yes")], [("diet:x", "ÿes")], [("dog", "yes"), ("brunch", "yes"), ("diet:b", "yes"), ("diet:a", "yes")],
        ]
        for _ in 0..<2 {
            for amenity in ["restaurant", "cafe", "", " ", "Takeaway", nil] as [String?] {
                for set in flags {
                    var tags = OSMTags()
                    if let amenity { tags.set("amenity", amenity) }
                    for (key, value) in set { tags.set(key, value) }
                    #expect(memo.placeTags(tags) == OSMTagMapping.placeTags(tags), "\(String(describing: amenity)) \(set)")
                    #expect(OSMTagMapping.placeTags(tags) == Self.reference(tags), "\(String(describing: amenity)) \(set)")
                }
            }
        }
    }

    /// The tags as the mapping made them before lists were compared without a set.
    static func reference(_ tags: OSMTags) -> [String] {
        var out: [String] = []
        if let amenity = OSMTagMapping.nonEmpty(tags[.amenity]) { out.append(amenity) }
        var extra: [String] = []
        for (key, value) in tags.flags {
            if key.hasPrefix("diet:") {
                let v = value.lowercased()
                if v == "yes" || v == "only" { extra.append(String(key.dropFirst(5))) }
            } else if value.lowercased() == "yes" {
                extra.append(key)
            }
        }
        func isFeature(_ tag: String) -> Int { OSMTags.features.contains(tag) ? 1 : 0 }
        extra.sort { (isFeature($0), $0) < (isFeature($1), $1) }
        var seen = Set(out)
        for tag in extra where seen.insert(tag).inserted { out.append(tag) }
        return out
    }

    @Test func yesAndOnlyAsLowercasingSaysThem() {
        for value in ["yes", "YES", "Yes", "yEs", "only", "ONLY", "Only", "no", "yes ", " yes", "ye", "yess", "", "ÿes", "YEŞ",
                      "y\u{301}es", "oNLy", "9es", "Y\u{0}S", "İyes", "yes\u{200B}"] {
            #expect(OSMTagMapping.isYesOrOnly(value, only: false) == (value.lowercased() == "yes"), "\(value)")
            let v = value.lowercased()
            #expect(OSMTagMapping.isYesOrOnly(value, only: true) == (v == "yes" || v == "only"), "\(value)")
        }
    }
}
