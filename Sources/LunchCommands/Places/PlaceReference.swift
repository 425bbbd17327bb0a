import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// A REF as typed after `show`, `fav`, `unfav`, `open`, `vote` and `rate`: a row number of
/// the last list (ASCII digits only: `½` or `٣` are names), or an id or the start of a name
/// (`osm:node/1`, `golden s`), which the resolver looks up in the catalog; no words at all
/// name the current place (the last one shown, picked or marked), as `rate 4` always did.
public struct PlaceReference: Equatable, Sendable {
    /// The words as typed (`golden s`); more than one only for a name.
    public let words: [String]

    public init(_ words: [String]) throws {
        self.words = words
    }

    /// No words: the current place.
    public var isCurrent: Bool { text.isEmpty }

    /// The words joined, as the resolver looks them up.
    public var text: String { words.joined(separator: " ").trimmingCharacters(in: .whitespaces) }

    /// The row, when the REF is a row number (as typed: it may be longer than any Int).
    public var row: String? { Self.isRowNumber(text) ? text : nil }

    /// Only ASCII digits.
    static func isRowNumber(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
