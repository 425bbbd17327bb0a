import Foundation
import Testing

/// The lunch-life session on a pseudo-terminal, then a restart that finds it all saved.
@Suite struct LunchLifeSessionTests {
    @Test func theSessionWorksAndSurvivesARestart() throws {
        let sandbox = Sandbox()
        let environment = sandbox.environment(["TZ": "Europe/Helsinki"])
        let now = ["--no-color", "--now", "2026-11-20T12:30"]
        do {
            let tty = try PseudoTerminal(arguments: now, environment: environment)
            try tty.waitForPrompt()
            for (line, answer) in [("at Kamppi", "Location set to Kamppi"),
                                   ("near 1500", "places within 1.5 km of Kamppi"),
                                   ("search sushi", "places match 'sushi'"),
                                   ("fav 3", "★ Itamae Sushi is a favourite."),
                                   ("show 3", "Itamae Sushi ★  osm:node/4749101640"),
                                   ("rate 4 \"great\"", "Rated Itamae Sushi ★★★★☆ “great”."),
                                   ("visits", "2026-11-20  ★★★★☆  Itamae Sushi  “great”"),
                                   ("pick", "Your pick: "),
                                   ("pick", "Your pick: "),
                                   ("undo", "Undid the rating of Itamae Sushi (4★).")] {
                tty.send(line + "\r")
                try tty.waitFor(answer)
                try tty.waitForPrompt()
            }
            tty.send("quit\r")
            #expect(try tty.waitForExit() == 0)
            let picks = tty.screenText.components(separatedBy: "Your pick: ").dropFirst().map { $0.prefix { $0 != " " } }
            #expect(picks.count == 2)
        }
        let again = try sandbox.run(now + ["-c", "favs; visits"], extra: ["TZ": "Europe/Helsinki"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("Itamae Sushi"))
        #expect(again.stdout.contains(Self.noVisits))
    }

    @Test func pickSpinsOnATerminalAndAnyKeySkipsIt() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--no-color"], environment: sandbox.environment())
        try tty.waitForPrompt()
        tty.send("pick\r")
        try tty.waitFor("🎲 ")
        let started = Date()
        tty.send("x")  // any key
        try tty.waitFor("Your pick: ")
        #expect(Date().timeIntervalSince(started) < 1.0)
        try tty.waitForPrompt()
        // The key is not eaten: it is the first key of the next prompt (Ctrl-U clears it).
        try tty.waitFor("x")
        tty.send("\u{15}pick\r")
        try tty.waitFor("Your pick: ", timeout: 5)  // without a key it ends by itself
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        let piped = try sandbox.run(["-c", "pick"])
        #expect(!piped.stdout.contains("🎲"))
        #expect(!piped.stdout.contains("\u{1B}"))
    }

    static let noVisits = "No visits yet: 'rate 4' rates the place you just looked at."

    @Test func aHandDamagedStateFileGivesOneLineAndAWorkingShell() throws {
        let sandbox = Sandbox()
        _ = try sandbox.run(["-c", "fav osm:node/59622323"])
        let path = sandbox.stateDir + "/state.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try String(text.dropLast(20)).write(toFile: path, atomically: true, encoding: .utf8)
        let tty = try PseudoTerminal(environment: sandbox.environment())
        try tty.waitFor("note: the saved state could not be read; it was moved to \(path).damaged-")
        try tty.waitForPrompt()
        tty.send("fav osm:node/59622323\r")
        try tty.waitFor("★ Maya Bar & Grill is a favourite.")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }
}
