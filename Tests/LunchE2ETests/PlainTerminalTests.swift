import Foundation
import Testing

/// A locale that is not UTF-8 (`LANG=C`, `LC_ALL=POSIX`) gets ASCII everywhere, tables
/// and their `…–·★` too, not only the map; a terminal with no `TERM` gets no colour.
@Suite struct PlainTerminalTests {
    static let commands = "at Kamppi; near 1500; fav 1; rate 1 4 great; favs; visits; show 1; map; stats all"

    @Test(arguments: [["LANG": "C"], ["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"]])
    func aLocaleThatIsNotUTF8GetsASCIIEverywhere(_ locale: [String: String]) throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["--now", "2026-11-20T12:30", "-c", Self.commands], extra: locale.merging(["COLUMNS": "80"]) { a, _ in a })
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("  #  Name"))
        let wide = r.stdout.unicodeScalars.filter { !$0.isASCII }
        #expect(wide.isEmpty, "\(Set(wide.map { String($0) }).sorted())")
        #expect(!r.stderr.unicodeScalars.contains { !$0.isASCII })
    }

    @Test func aUTF8LocaleKeepsItsSymbols() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["--now", "2026-11-20T12:30", "-c", Self.commands], extra: ["LANG": "C.UTF-8", "COLUMNS": "80"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("★"))
    }

    @Test func noTERMMeansNoColour() throws {
        let sandbox = Sandbox()
        var environment = sandbox.environment(["LANG": "C.UTF-8"])
        environment["TERM"] = nil
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30", "-c", Self.commands], environment: environment)
        _ = try tty.waitForExit(timeout: 60)
        #expect(tty.rawText.contains("Name"))
        #expect(StyledDataTests.colourCodes(in: tty.rawText).isEmpty)
        // The same run with TERM=xterm is coloured: the test sees colour when there is some.
        let coloured = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30", "-c", Self.commands],
                                          environment: sandbox.environment(["LANG": "C.UTF-8"]))
        _ = try coloured.waitForExit(timeout: 60)
        #expect(!StyledDataTests.colourCodes(in: coloured.rawText).isEmpty)
    }
}
