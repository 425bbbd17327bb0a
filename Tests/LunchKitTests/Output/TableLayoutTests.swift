import Foundation
import Testing
@testable import LunchText
@testable import LunchStorage
@testable import LunchCatalog
@testable import LunchState
@testable import LunchSync
@testable import LunchCommands

/// Tables keep what matters: a column empty on every row is left out, the Open column
/// keeps `open · until 21:00` before names are cut to their minimum, and every page of
/// one list has the same columns at the same widths.
@Suite struct TableLayoutTests {
    static let eighty = ScreenSize(columns: 80, rows: 24)

    /// Sixty places with long names, open 10:30–21:00, none with a price.
    static let places: [Place] = (1...60).map { n in
        Fixtures.place(n, "Ravintola Pitkä Nimi Numero \(n) ja Vielä Pidempi Jatko", metres: Double(20 * n),
                       bearing: Double(n * 37 % 360), cuisines: ["finnish", "nordic"], hours: "Mo-Su 10:30-21:00")
    }

    static func header(_ text: String) -> String? {
        text.split(separator: "\n").map(String.init).first { $0.contains("#  Name") }
    }

    /// On a screen narrower than every column at its minimum, each row is still one line,
    /// cut with `…` (never folded into pieces).
    @Test(arguments: [40, 24, 10])
    func aNarrowScreenCutsRowsInsteadOfFoldingThem(columns: Int) throws {
        let s = TestShell(places: Self.places, screen: ScreenSize(columns: columns, rows: 24))
        s.run(ShellExpectations.here + "near 150")
        let lines = s.output.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex { $0.contains("#  N") }, "\(s.output.stdout)")
        let rows = lines[(header + 1)...].prefix { $0.trimmingCharacters(in: .whitespaces).first?.isNumber == true }
        let table = [lines[header]] + rows
        #expect(rows.count == 7, "\(s.output.stdout)")
        #expect(table.allSatisfy { TextWidth.cells($0) <= columns }, "\(s.output.stdout)")
        #expect(!table.contains { $0.hasPrefix(" open") || $0.hasPrefix("open") }, "\(s.output.stdout)")
    }

    @Test func aColumnWithNothingInItIsLeftOut() throws {
        let s = TestShell(places: Self.places, screen: Self.eighty)
        s.run(ShellExpectations.here + "near 1500")
        let header = try #require(Self.header(s.output.stdout))
        // No price anywhere: no Price column, no `–` in every row.
        #expect(!header.contains("Price"), "\(header)")
        #expect(!s.output.stdout.contains(" – "), "\(s.output.stdout)")
        #expect(!header.contains("★") && !header.contains("Team"))
        // One place with a price: the column is back, `–` for the others.
        var priced = Self.places
        priced[1].price = 2
        let p = TestShell(places: priced, screen: Self.eighty)
        p.run(ShellExpectations.here + "near 1500")
        #expect(Self.header(p.output.stdout)?.contains("Price") == true)
        #expect(p.output.stdout.contains("$$ "))
        #expect(p.output.stdout.contains(" –  "))
    }

    @Test func theOpenColumnKeepsItsDetailBeforeNamesAreCut() throws {
        let s = TestShell(places: Self.places, screen: Self.eighty)
        s.run(ShellExpectations.here + "near 1500")
        let rows = s.output.stdout.split(separator: "\n").map(String.init).filter { $0.contains(" min ") }
        #expect(rows.count == 50)
        for row in rows {
            #expect(TextWidth.cells(row) <= 80, "\(row)")
            #expect(row.hasSuffix("open · until 21:00"), "\(row)")
            #expect(row.contains("…"), "names are cut: \(row)")
        }
        // The rule itself: names and cuisines go down to their minimum first.
        var widths = [2, 32, 20, 8, 6]
        var open = 18
        PlaceTablePresenter.fit(&widths, open: &open, openMinimum: 4, into: 80)
        #expect(open == 18 && widths.reduce(0, +) + 2 * widths.count + open == 80, "\(widths)")
        var narrow = [2, 32, 20, 8, 6]
        var narrowOpen = 18
        PlaceTablePresenter.fit(&narrow, open: &narrowOpen, openMinimum: 4, into: 50)
        #expect(narrow[1] == 8 && narrow[2] == 7 && narrowOpen == 9, "\(narrow) \(narrowOpen)")
        // Without a cuisine column, only the name narrows.
        var noCuisine = [2, 32, 8, 6]
        var noCuisineOpen = 18
        PlaceTablePresenter.fit(&noCuisine, cuisine: nil, open: &noCuisineOpen, openMinimum: 4, into: 60)
        #expect(noCuisine == [2, 18, 8, 6] && noCuisineOpen == 18, "\(noCuisine)")
    }

    /// A favourite only among rows 51–60: page 1 has the ★ column too, and `more` prints
    /// the same header, column for column.
    @Test func everyPageOfOneListHasTheSameColumnsAndWidths() throws {
        let s = TestShell(places: Self.places, screen: Self.eighty)
        s.run(ShellExpectations.here + "near 1500; fav 55; rate 57 4")
        s.output.clear()
        s.run("near 1500")
        let first = try #require(Self.header(s.output.stdout))
        let firstRow = try #require(s.output.stdout.split(separator: "\n").map(String.init).first { $0.hasPrefix(" 1  ") })
        s.output.clear()
        s.run("more")
        let second = try #require(Self.header(s.output.stdout))
        let lines = s.output.stdout.split(separator: "\n").map(String.init)
        let fav = try #require(lines.first { $0.hasPrefix("55  ") })
        #expect(first.contains("★"), "\(first)")
        #expect(first == second, "\(first)\n\(second)")
        #expect(fav.contains("★"))
        // The Open column starts at the same cell on both pages.
        #expect(TextWidth.cells(String(firstRow.prefix(upTo: firstRow.range(of: "open")!.lowerBound)))
                == TextWidth.cells(String(fav.prefix(upTo: fav.range(of: "open")!.lowerBound))), "\(firstRow)\n\(fav)")
    }
}
