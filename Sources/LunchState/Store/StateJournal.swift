import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// `state.json.journal`: the changes made since `state.json` was last written whole, one
/// JSON object a line (`StateChange`), after a first line naming the `state.json` it
/// continues (`{"lunch_journal":1,"state":"ID"}`, the id `state.json` carries under
/// `journal`). A change is appended and fsynced under the state lock, so saving one costs
/// a few hundred bytes however many visits there are; when the journal grows past an
/// eighth of `state.json`, both are folded into a new `state.json` and the journal is
/// removed. A journal whose id is not the one `state.json` names was either folded in
/// already (`journal.folded`: a save stopped between the two steps) or belongs to a
/// `state.json` another program (an older lunch) rewrote: its changes are kept aside.
enum StateJournal {
    static let version = 1

    /// What `state.json` says about its journal: the id a journal must name to continue it,
    /// and the id of the journal whose changes it already holds.
    struct Mark: Codable, Equatable {
        var id: String
        var folded: String?

        static func fresh(folding: String?) -> Mark {
            Mark(id: String(UInt64.random(in: 0...UInt64.max), radix: 16), folded: folding)
        }
    }

    private struct Header: Codable {
        var lunchJournal: Int
        var state: String
        enum CodingKeys: String, CodingKey { case lunchJournal = "lunch_journal", state }
    }

    /// What a journal's bytes hold.
    struct Contents {
        /// The id of the first line, nil when it is not a journal's first line.
        var stateID: String?
        var changes: [StateChange] = []
        /// Lines that are not a change lunch can have made (or a last line cut short).
        var badLines = 0
        /// Where the next change goes: the end of the last whole line read.
        var end = 0
    }

    static func header(for id: String) -> Data {
        var line = (try? JSONEncoder().encode(Header(lunchJournal: version, state: id))) ?? Data()
        line.append(0x0A)
        return line
    }

    static func line(_ change: StateChange) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var line = try encoder.encode(change)
        line.append(0x0A)  // JSON escapes every newline inside strings, so a line is one change
        return line
    }

    /// Reads `data` from `offset` (0: from the first line, which names the state).
    static func parse(_ given: Data, from offset: Int = 0) -> Contents {
        // Offsets count from the first byte: a slice of a larger Data (whose indices do
        // not start at 0) is copied first (found by fuzzing).
        let data = given.startIndex == 0 ? given : Data(given)
        var contents = Contents(end: offset)
        var lines: [Range<Int>] = []
        var start = offset
        while start < data.count {
            guard let newline = data[start...].firstIndex(of: 0x0A) else {
                contents.badLines += 1  // cut short: a write stopped by a crash
                break
            }
            lines.append(start..<newline)
            start = newline + 1
        }
        contents.end = lines.last.map { $0.upperBound + 1 } ?? offset
        if offset == 0, let first = lines.first {
            contents.stateID = (try? JSONDecoder().decode(Header.self, from: Data(data[first])))?.state
            lines.removeFirst()
            if contents.stateID == nil { contents.badLines += lines.count + 1 }
        }
        guard contents.stateID != nil || offset > 0 else { return contents }
        let decoded = decode(lines, of: data)
        contents.changes = decoded.compactMap { $0 }
        contents.badLines += decoded.count - contents.changes.count
        return contents
    }

    private struct Lossy: Decodable {
        var change: StateChange?
        init(from decoder: any Decoder) throws { change = try? StateChange(from: decoder) }
    }

    /// One decoder call for all the lines (fast), line by line when one is not JSON at all.
    private static func decode(_ lines: [Range<Int>], of data: Data) -> [StateChange?] {
        let decoder = StateFile.decoder
        var joined = Data([UInt8(ascii: "[")])
        joined.reserveCapacity(lines.reduce(2) { $0 + $1.count + 1 })
        for (n, line) in lines.enumerated() {
            if n > 0 { joined.append(UInt8(ascii: ",")) }
            joined.append(data[line])
        }
        joined.append(UInt8(ascii: "]"))
        if let all = try? decoder.decode([Lossy].self, from: joined), all.count == lines.count { return all.map(\.change) }
        return lines.map { try? decoder.decode(Lossy.self, from: Data(data[$0])).change }
    }
}
