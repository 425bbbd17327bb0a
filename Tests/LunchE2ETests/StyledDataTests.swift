import Foundation
import Testing

/// A state.json whose tags, location name, visit names and notes hold colour codes
/// (`ESC[8m` hides what follows, `ESC[31m` paints it): with colour on (a terminal),
/// only lunch's own styling codes reach it; the data's codes are shown as `␛[8m`.
@Suite struct StyledDataTests {
    static let lunchCodes: Set<String> = ["\u{1B}[0m", "\u{1B}[1m", "\u{1B}[2m", "\u{1B}[31m", "\u{1B}[32m", "\u{1B}[33m", "\u{1B}[36m"]

    /// Every `ESC [ … m` in the raw bytes.
    static func colourCodes(in raw: String) -> [String] {
        let scalars = Array(raw.unicodeScalars)
        var found: [String] = []
        for (i, s) in scalars.enumerated() where s == "\u{1B}" && i + 1 < scalars.count && scalars[i + 1] == "[" {
            var j = i + 2
            while j < scalars.count, ("0"..."9").contains(scalars[j]) || scalars[j] == ";" { j += 1 }
            if j < scalars.count, scalars[j] == "m" {
                found.append(String(String.UnicodeScalarView(scalars[i...j])))
            }
        }
        return found
    }

    func writeState(_ sandbox: Sandbox) throws {
        let visit = #"{"id":"v1","place_id":"osm:node/59622323","name":"Maya\u001b[8m Bar","date":"2026-11-20T10:30:00Z","stars":4,"note":"\u001b[31mred\u001b[0m"}"#
        let gone = #"{"id":"v2","place_id":"osm:node/1","name":"Gone\u001b[8m","date":"2026-11-21T10:30:00Z","stars":2}"#
        let state = #"{"schema_version":2,"location":{"coordinate":{"lat":60.1699,"lon":24.9384},"name":"Home\u001b[8m\u001b[31m"},"#
            + #""preferences":{"wanted_tags":["\u001b[8m"],"avoided_tags":["\u001b[31mred"],"radius_m":800},"#
            + #""favorites":["osm:node/59622323","osm:node/1"],"visits":[\#(visit),\#(gone)]}"#
        try state.write(toFile: sandbox.stateDir + "/state.json", atomically: false, encoding: .utf8)
    }

    @Test func onlyLunchsOwnColourCodesReachTheTerminal() throws {
        let sandbox = Sandbox()
        try writeState(sandbox)
        let commands = "filter; near; near 800 +pizza; search maya; favs; visits; where; stats all; map; pick; show maya; "
            + "filter clear; near 800; view map; near 300; pick; search \"\u{1B}[8mzz\""
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-23T12:00", "-c", commands],
                                     environment: sandbox.environment(["LANG": "C.UTF-8"]))
        _ = try tty.waitForExit(timeout: 60)
        let raw = tty.rawText
        let codes = Self.colourCodes(in: raw)
        #expect(!codes.isEmpty, "colour is on: lunch's own codes are there")
        #expect(Set(codes).isSubset(of: Self.lunchCodes), "\(Set(codes).subtracting(Self.lunchCodes).map(\.debugDescription))")
        #expect(!raw.contains("\u{1B}[8m"))
        // The data's codes, made visible everywhere they are shown.
        #expect(raw.contains("Filters: +␛[8m, -␛[31mred"))
        #expect(raw.contains("warning: no place in the catalog has tag '␛[8m'"))
        #expect(raw.contains("matching +␛[8m -␛[31mred"))
        #expect(raw.contains("of Home␛[8m␛[31m"))
        #expect(raw.contains("Maya␛[8m Bar"))
        #expect(raw.contains("“␛[31mred␛[0m”"))
        #expect(raw.contains("Gone␛[8m (no longer in catalog)"))
        #expect(raw.contains("You are at Home␛[8m␛[31m"))
        #expect(raw.contains("'␛[8mzz'"))
    }
}
