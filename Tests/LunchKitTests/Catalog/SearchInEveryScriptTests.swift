import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// `search` in every script: letters Unicode does not decompose fold, one missing letter is
/// one edit in any script, and a name typed whole ranks above longer names.
@Suite struct SearchInEveryScriptTests {
    static let places: [Place] = [
        Fixtures.place(1, "Schønnemann", metres: 100),
        Fixtures.place(2, "Det Færøske Hus", metres: 200),
        Fixtures.place(3, "Bún Đậu Thành Hằng", metres: 300),
        Fixtures.place(4, "Додо Пицца", metres: 400),
        Fixtures.place(5, "Венеция", metres: 500),
        Fixtures.place(6, "Łódź Pierogi", metres: 600),
        Fixtures.place(7, "Ταβέρνα Ζορμπάς", metres: 700),
    ]

    static func names(_ catalog: Catalog, _ query: String) -> [String] {
        catalog.search(query, from: Fixtures.helsinki).hits.map { catalog.place(at: $0.index).name }
    }

    @Test func lettersUnicodeDoesNotDecomposeAreFolded() {
        let catalog = Catalog(places: Self.places)
        #expect(Self.names(catalog, "schonnemann") == ["Schønnemann"])
        #expect(Self.names(catalog, "det faeroske hus") == ["Det Færøske Hus"])
        #expect(Self.names(catalog, "bun dau thanh hang") == ["Bún Đậu Thành Hằng"])
        #expect(Self.names(catalog, "lodz") == ["Łódź Pierogi"])
        #expect(Self.names(catalog, "ταβερνα") == ["Ταβέρνα Ζορμπάς"])
        #expect(Self.names(catalog, "ДОДО") == ["Додо Пицца"])
    }

    @Test func oneMissingLetterIsOneEditInAnyScript() {
        let catalog = Catalog(places: Self.places)
        #expect(Self.names(catalog, "Додо Пцца") == ["Додо Пицца"])
        #expect(Self.names(catalog, "Внеция") == ["Венеция"])
        #expect(Self.names(catalog, "Венециа") == ["Венеция"])
        #expect(Self.names(catalog, "Schønemann") == ["Schønnemann"])
        #expect(Self.names(catalog, "det færske hus") == ["Det Færøske Hus"])
        #expect(Self.names(catalog, "Ταβέρν Ζορμπς") == ["Ταβέρνα Ζορμπάς"])
        // Still one edit only: two missing letters find nothing.
        #expect(Self.names(catalog, "Внция").isEmpty)
        func near(_ a: String, _ b: String) -> Bool {
            Catalog.withinOneEdit(a.unicodeScalars.map(\.value), b.unicodeScalars.map(\.value))
        }
        #expect(near("пцца", "пицца") && near("пицца", "пицза") && near("пицца", "пиццаа") && near("пиацц", "пицац"))
        #expect(!near("пца", "пицца") && !near("ицап", "пицца"))
    }

    @Test func aNameTypedWholeRanksAboveLongerNames() {
        // The exact name is the farthest: without the rule it would come last.
        var places: [Place] = (1...17).map { Fixtures.place($0, "Annapoorna \(["Indian", "Grill", "Express", "Kitchen"][$0 % 4]) \($0)", metres: Double($0) * 50) }
        places.append(Fixtures.place(18, "Annapoorna", metres: 5_000))
        places += (19...117).map { Fixtures.place($0, "Cà Phê \($0)", metres: Double($0) * 10) }
        places.append(Fixtures.place(118, "Cà Phê", metres: 9_000))
        let catalog = Catalog(places: places)
        #expect(Self.names(catalog, "Annapoorna").first == "Annapoorna")
        #expect(Self.names(catalog, "annapoorna").first == "Annapoorna")
        #expect(Self.names(catalog, "Cà Phê").first == "Cà Phê")
        #expect(Self.names(catalog, "ca  phe").first == "Cà Phê")
        #expect(catalog.search("Cà Phê", from: nil).hits.first.map { catalog.place(at: $0.index).name } == "Cà Phê")
        // Other words still count: a longer query is not a name typed whole.
        #expect(Self.names(catalog, "annapoorna express").allSatisfy { $0.contains("Express") })
    }
}
