import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// The top level of a sync answer, read with the streaming `JSONScanner` (no tree is
/// built): its keys and Overpass's `remark`. An answer can be tens of megabytes, and
/// Foundation's JSON objects for it took gigabytes; this takes none, and the places are
/// then read once, by `PlaceFileReader`, as `import` reads a file.
struct AnswerOutline {
    /// The top-level keys, in order.
    var keys: [String] = []
    /// `remark` when it is a string.
    var remark: String?

    /// Nil when the body is not one JSON object (and nothing after it).
    static func read(_ body: Data) -> AnswerOutline? {
        body.withUnsafeBytes { raw -> AnswerOutline? in
            var scanner = JSONScanner(raw.bindMemory(to: UInt8.self))
            var outline = AnswerOutline()
            guard scanner.peek() == UInt8(ascii: "{") else { return nil }
            do {
                try scanner.readObject { scanner, key in
                    outline.keys.append(key)
                    if key == "remark", scanner.peek() == UInt8(ascii: "\"") {
                        outline.remark = try scanner.readString()
                    } else {
                        try scanner.skipValue()
                    }
                }
            } catch {
                return nil
            }
            return scanner.isAtEnd ? outline : nil
        }
    }
}
