import Foundation
import Testing
@testable import LunchText
@testable import LunchStorage
@testable import LunchCatalog
@testable import LunchState
@testable import LunchSync
@testable import LunchCommands
import LunchResources

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

/// The shipped sample's own rows at 80, 100 and 60 columns: every column has its natural
/// width when the whole row fits; when it does not, names and cuisines give up their
/// slack before the Open column loses any of `open · closes in 39 min`.
@Suite struct SampleTableLayoutTests {
    /// The shipped sample with its ways, loaded once.
    static let catalog = Result { () throws -> Catalog in
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("table-\(UUID().uuidString)").path
        let loader = CatalogLoader(cacheFolder: folder, storage: DiskFileStorage())
        return try loader.load(path: LunchResources.samplePath ?? "", name: "the Helsinki sample",
                               walkSource: .file(LunchResources.sampleWalkPath ?? ""))
    }

    /// The header and rows of `near 1500` at Kamppi on the sample, on a screen `columns`
    /// wide: the first page, or every page (`more` until the list ends) when `pages`.
    static func rows(columns: Int?, pages: Bool = false) throws -> [String] {
        let s = TestShell(screen: ScreenSize(columns: columns, rows: 24), catalog: try Self.catalog.get())
        #expect(!s.run("at Kamppi; near 1500").failed, "\(s.output.stderr)")
        var page = s.output.stdout
        while pages, page.contains("more: type 'more'") {
            let before = s.output.stdout.count
            s.run("more")
            page = String(s.output.stdout.dropFirst(before))
        }
        let lines: [String] = s.output.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex { (line: String) in line.contains("#  N") }, "\(s.output.stdout)")
        let rows = lines[(header + 1)...].filter { (line: String) in
            line.trimmingCharacters(in: .whitespaces).first?.isNumber == true && line.contains(" m ")
        }
        return [lines[header]] + rows
    }

    /// The Open column of a row: from its word to the end.
    static func open(_ row: String) -> String? {
        row.range(of: #"  (open|closed|\?)( .*)?$"#, options: .regularExpression).map { String(row[$0].dropFirst(2)) }
    }

    @Test func theOpenColumnIsWholeAtEightyColumns() throws {
        let natural = try Self.rows(columns: nil)
        let eighty = try Self.rows(columns: 80)
        #expect(natural.count > 20 && natural.count == eighty.count)
        // Wider than 80 as it is: something has to give.
        #expect(natural.contains { TextWidth.cells($0) > 80 })
        for (whole, fitted) in zip(natural.dropFirst(), eighty.dropFirst()) {
            #expect(TextWidth.cells(fitted) <= 80, "\(fitted)")
            #expect(Self.open(fitted) == Self.open(whole), "\(fitted)\n\(whole)")
        }
        // The cuts are in the Name and Cuisine columns only.
        #expect(eighty.contains { $0.contains("…") })
        #expect(!eighty.contains { Self.open($0)?.contains("…") == true }, "\(eighty.joined(separator: "\n"))")
    }

    @Test func everyColumnHasItsNaturalWidthWhenTheRowFits() throws {
        let natural = try Self.rows(columns: nil)
        // The table's width: every column before Open, then the widest Open cell of the
        // whole list (every page has the same widths).
        let header = try #require(natural.first)
        let opens = try Self.rows(columns: nil, pages: true).dropFirst().compactMap(Self.open).map(TextWidth.cells)
        #expect(opens.count > 50)
        let widest = TextWidth.cells(header) - 4 + (opens.max() ?? 0)
        // Exactly as wide as the table: every column as it is; a cell less: a name or
        // cuisine gives up a cell, the Open column none.
        #expect(try Self.rows(columns: widest) == natural)
        let tighter = try Self.rows(columns: widest - 1)
        #expect(tighter != natural)
        for (whole, fitted) in zip(natural.dropFirst(), tighter.dropFirst()) {
            #expect(Self.open(fitted) == Self.open(whole), "\(fitted)\n\(whole)")
        }
        // At 100 columns: as it is when it fits, else cut only in names and cuisines.
        let hundred = try Self.rows(columns: 100)
        if widest <= 100 { #expect(hundred == natural) }
        for (whole, fitted) in zip(natural.dropFirst(), hundred.dropFirst()) {
            #expect(TextWidth.cells(fitted) <= 100, "\(fitted)")
            #expect(Self.open(fitted) == Self.open(whole), "\(fitted)\n\(whole)")
        }
    }

    @Test func atSixtyColumnsNamesReachTheirMinimumBeforeTheOpenColumnIsCut() throws {
        let natural = try Self.rows(columns: nil)
        let sixty = try Self.rows(columns: 60)
        for row in sixty { #expect(TextWidth.cells(row) <= 60, "\(row)") }
        let header = try #require(sixty.first)
        // The header: `#`, the name cut to its minimum (8 cells) before Open is cut.
        let cutOpen = zip(natural.dropFirst(), sixty.dropFirst()).contains { Self.open($0) != Self.open($1) }
        if cutOpen {
            let nameStart = try #require(header.range(of: "Name")).lowerBound
            let after = header[nameStart...].dropFirst(4).prefix { $0 == " " }.count
            #expect(4 + after - 2 == PlaceTablePresenter.minimumCells.name, "\(header)")
        }
        // Every row keeps its number and its distance whole.
        for (whole, fitted) in zip(natural.dropFirst(), sixty.dropFirst()) {
            #expect(fitted.prefix(4) == whole.prefix(4), "\(fitted)")
            let distance = whole.firstMatch(of: #/[0-9.]+ k?m /#).map { String($0.output) }
            #expect(distance.map { fitted.contains($0) } ?? false, "\(fitted)\n\(whole)")
        }
    }
}
