import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// `more`: the next rows of the last list, numbered on; `near` and `search` say when
/// rows are held back.
@Suite struct MoreTests {
    /// 120 places within 1.5 km of the fixtures' centre, all matching `ravintola`.
    static let many: [Place] = (1...120).map { n in
        Fixtures.place(n, "Ravintola \(n)", metres: Double(10 * n), bearing: Double(n * 47 % 360), cuisines: ["finnish"])
    }

    static func tableRows(_ text: String) -> [Int] {
        text.split(separator: "\n").compactMap { Int($0.split(separator: " ").first ?? "") }
    }

    @Test func nearSaysHowManyMoreAndMoreGoesOnFromRowFiftyOne() {
        let s = TestShell(places: Self.many)
        #expect(!s.run(ShellExpectations.here + "near 1500").failed)
        #expect(s.output.stdout.hasSuffix("(120 places within 1.5 km of 60.16990, 24.93840)\n… 70 more: type 'more'\n"))
        #expect(Self.tableRows(s.output.stdout) == Array(1...50))
        let before = s.output.stdout.count
        #expect(!s.run("more").failed)
        let page = String(s.output.stdout.dropFirst(before))
        #expect(Self.tableRows(page) == Array(51...100))
        #expect(page.contains("\n 51  Ravintola 51 "))
        #expect(page.hasSuffix("(rows 51–100 of 120)\n… 20 more: type 'more'\n"), "\(page)")
        let last = s.output.stdout.count
        s.run("more")
        let end = String(s.output.stdout.dropFirst(last))
        #expect(Self.tableRows(end) == Array(101...120))
        #expect(end.hasSuffix("(rows 101–120 of 120)\n"))
        let after = s.output.stdout.count
        #expect(!s.run("more").failed)
        #expect(String(s.output.stdout.dropFirst(after)) == "All 120 rows of the last list are shown.\n")
    }

    @Test func rowsShownByMoreWorkByNumber() {
        let s = TestShell(places: Self.many)
        #expect(!s.run(ShellExpectations.here + "near 1500; more; fav 51; show 101").failed, "\(s.output.stderr)")
        #expect(s.store.state.favourites == ["osm:node/51"])
        #expect(s.store.state.currentPlace == "osm:node/101")
        #expect(s.output.stdout.contains("Ravintola 101  osm:node/101"))
    }

    @Test func aNewListStartsOver() {
        let s = TestShell(places: Self.many)
        s.run(ShellExpectations.here + "near 1500; more; near 1500")
        let before = s.output.stdout.count
        s.run("more")
        #expect(Self.tableRows(String(s.output.stdout.dropFirst(before))) == Array(51...100))
        // A list that was printed whole has nothing more.
        s.run("near 95")
        let whole = s.output.stdout.count
        s.run("more")
        #expect(String(s.output.stdout.dropFirst(whole)) == "All 9 rows of the last list are shown.\n")
    }

    @Test func searchKeepsMoreThanItPrints() {
        let s = TestShell(places: Self.many)
        #expect(!s.run(ShellExpectations.here + "search ravintola").failed)
        #expect(s.output.stdout.hasSuffix("(120 places match 'ravintola')\n… 70 more: type 'more'\n"), "\(s.output.stdout)")
        let before = s.output.stdout.count
        s.run("more")
        #expect(Self.tableRows(String(s.output.stdout.dropFirst(before))) == Array(51...100))
    }

    @Test func withoutAListItIsOneError() {
        ShellExpectations.oneLineError("more", Messages.noListForMore)
        ShellExpectations.oneLineError("more 2", "'more' takes no arguments: '2' is extra — usage: more")
    }

    /// `--json`: the page's rows in near's place shape, with the list's size and what is left.
    @Test func jsonHasThePageInNearsShape() throws {
        let s = TestShell(places: Self.many, json: true)
        s.run(ShellExpectations.here + "near 1500")
        let before = s.output.stdout.count
        s.run("more")
        let line = String(s.output.stdout.dropFirst(before))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["command"] as? String == "more")
        let places = try #require(object["places"] as? [[String: Any]])
        #expect(places.map { $0["row"] as? Int } == (51...100).map { $0 })
        #expect(object["total"] as? Int == 120 && object["more"] as? Int == 20)
        #expect(line.hasPrefix(#"{"command":"more","places":[{"row":51,"id":"osm:node/51","name":"Ravintola 51","#))
    }
}
