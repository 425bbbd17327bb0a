import Foundation
import Testing

/// The design card's four lines, typed as they are printed, on the shipped sample at the
/// default location (issue 14): no error, and the visit is saved on the favourited place.
@Suite struct CardSessionTests {
    @Test func theCardsFourLinesOnAnEightyColumnTerminal() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--no-color"], environment: sandbox.environment(), columns: 80, rows: 24)
        try tty.waitForPrompt()
        tty.send("near 1500\r")
        try tty.waitFor("places within 1.5 km of the busiest part of the catalog")
        try tty.waitForPrompt()
        tty.send("search tacos\r")
        let found = try tty.waitFor("or its cuisines (mexican, tex-mex))")
        #expect(found.contains("1  Taco Bell"))
        try tty.waitForPrompt()
        tty.send("fav 3\r")
        try tty.waitFor("is a favourite.")
        try tty.waitForPrompt()
        tty.send("rate 4 \"great\"\r")
        try tty.waitFor("Your average there: 4.0 from 1 visit.")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)

        let saved = try sandbox.run(["--json", "-c", "favs; visits"])
        #expect(saved.status == 0)
        let lines = saved.stdout.split(separator: "\n").map { Data($0.utf8) }
        let favs = try #require(JSONSerialization.jsonObject(with: lines[0]) as? [String: Any])
        let visits = try #require(JSONSerialization.jsonObject(with: lines[1]) as? [String: Any])
        let favourite = try #require((favs["places"] as? [[String: Any]])?.first?["id"] as? String)
        let visit = try #require((visits["visits"] as? [[String: Any]])?.first)
        #expect(visit["place_id"] as? String == favourite)
        #expect(visit["stars"] as? Int == 4 && visit["note"] as? String == "great")
    }

    @Test func aDishFindsItsCuisineBelowTheNames() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["-c", "at Kamppi; search tacos"])
        #expect(r.status == 0)
        let rows = r.stdout.split(separator: "\n").dropFirst(2).map(String.init)
        #expect(rows.first?.contains("Taco Bell") == true)
        #expect(rows.dropFirst().prefix(6).allSatisfy { $0.contains("mexican") })
        #expect(rows.last == "(7 places match 'tacos' or its cuisines (mexican, tex-mex))")
    }
}
