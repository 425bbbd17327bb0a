import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import XCTest

/// Names and notes are data, never SQL: stored and read back exactly.
final class StoredTextTests: TeamTestCase {
    static let texts = [
        "O'Brien's \"Place\"",
        "'; DROP TABLE lunch.votes; --",
        "$1 $2 \\\\ %s %n {0}",
        "Pikku Nepal – 🍛 ラーメン Ωμέγα עברית",
        "\u{1B}[31mred\u{1B}[0m\ttab\nnewline",
    ]

    func testQuotesSQLAndUnicodeAreStoredVerbatim() throws {
        let connection = try connect()
        var changes: [TeamChange] = []
        for (index, text) in Self.texts.enumerated() {
            let member = text + " \(index)"
            let place = TeamPlace(id: "node/\(text)", name: text, latitude: 60, longitude: 25)
            changes += [join(member), rate(member, place, 3, note: text), vote(member, place, at: Double(index))]
        }
        let longNote = String(repeating: "ä'\"; ", count: 2_000)
        let long = rate(Self.texts[0] + " 0", Self.nepal, 5, note: longNote)
        let reply = try exchange(connection, changes + [long])
        XCTAssertEqual(reply.refused, [])
        XCTAssertEqual(Set(reply.snapshot.members.map(\.name)), Set(Self.texts.enumerated().map { "\($1) \($0)" }))
        XCTAssertEqual(Set(reply.snapshot.votes.map(\.place.name)), Set(Self.texts))
        XCTAssertEqual(Set(reply.snapshot.visits.compactMap(\.note)), Set(Self.texts + [longNote]))
        XCTAssertEqual(Set(reply.snapshot.visits.map(\.place.id)), Set(Self.texts.map { "node/\($0)" } + [Self.nepal.id]))
        XCTAssertEqual(try count("votes"), Self.texts.count)
    }

    func testANulCharacterIsRefusedAloneAndTheRestGoOn() throws {
        let bad = rate("alice", Self.nepal, 4, note: "a\u{0}b")
        let good = rate("alice", Self.nepal, 4, note: "ab")
        let reply = try exchange(try connect(), [join("alice"), bad, good])
        XCTAssertEqual(reply.refused.map(\.change), [bad.id])
        XCTAssertEqual(reply.refused.first?.reason, "text with a NUL character cannot be stored")
        XCTAssertTrue(reply.stored.contains(good.id))
    }
}
