import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Search by each place's own name on real data (the shipped sample and ../shared/data):
/// found in the top 10, searched from where the place is, for at least 99% of exact
/// names, 98% of folded names and 97% of names with one letter missing, in Latin and in
/// Cyrillic script.
@Suite struct SearchByOwnNameTests {
    enum Script: String, CaseIterable { case latin, cyrillic }

    struct Tally {
        var asked = 0, found = 0
        var rate: Double { asked == 0 ? 1 : Double(found) / Double(asked) }
    }

    static func script(of name: String) -> Script? {
        if name.unicodeScalars.contains(where: { (0x0400...0x052F).contains($0.value) }) { return .cyrillic }
        if name.unicodeScalars.contains(where: { $0.properties.isAlphabetic && $0.value < 0x0250 || (0x1E00...0x1EFF).contains($0.value) }) { return .latin }
        return nil
    }

    /// The name with the middle letter of its longest word (five letters or more) taken out.
    static func missingOneLetter(_ name: String) -> String? {
        var words = name.split(separator: " ").map { Array($0) }
        guard let longest = words.indices.max(by: { words[$0].filter(\.isLetter).count < words[$1].filter(\.isLetter).count }),
              words[longest].filter(\.isLetter).count >= 5 else { return nil }
        let letters = words[longest].indices.filter { words[longest][$0].isLetter }
        words[longest].remove(at: letters[letters.count / 2])
        return words.map { String($0) }.joined(separator: " ")
    }

    static func measure(_ places: [Place]) -> [String: Tally] {
        let catalog = Catalog(places: places)
        var tallies: [String: Tally] = [:]
        for index in 0..<catalog.count {
            let place = catalog.place(at: index)
            guard let script = script(of: place.name) else { continue }
            let queries = [("exact", place.name), ("folded", TextFolding.fold(place.name)), ("missing", missingOneLetter(place.name))]
            for case let (kind, query?) in queries {
                let top = catalog.search(query, from: place.coordinate, limit: 10).hits.map(\.index)
                tallies["\(script.rawValue) \(kind)", default: Tally()].asked += 1
                if top.contains(index) { tallies["\(script.rawValue) \(kind)", default: Tally()].found += 1 }
            }
        }
        return tallies
    }

    static func check(_ tallies: [String: Tally], file: String) {
        for (key, tally) in tallies.sorted(by: { $0.key < $1.key }) {
            print("search by own name, \(file), \(key): \(tally.found) of \(tally.asked) (\(String(format: "%.2f", tally.rate * 100))%)")
            let floor = key.hasSuffix("exact") ? 0.99 : key.hasSuffix("folded") ? 0.98 : 0.97
            #expect(tally.rate >= floor, "\(file) \(key): \(tally.found) of \(tally.asked)")
        }
    }

    @Test func theShippedSample() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/helsinki-center-2019.overpass.json").path
        Self.check(Self.measure(try CatalogLoader.readPlaces(path: sample)), file: "sample")
    }

    @Test(.enabled(if: Fixtures.sharedData != nil, "needs ../shared/data beside the project"),
          arguments: ["almaty-2025-09.overpass.json", "piemonte-restaurants-2015-02.geojson"])
    func realData(file: String) throws {
        let shared = try #require(Fixtures.sharedData)
        Self.check(Self.measure(try CatalogLoader.readPlaces(path: shared + "/osm/" + file)), file: file)
    }
}
