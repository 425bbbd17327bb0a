import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// One completion candidate: the word to insert, and how to show it in a list
/// (row numbers show the place name beside them).
public struct Candidate: Sendable, Equatable {
    public var value: String
    public var display: String

    public init(_ value: String, display: String? = nil) {
        self.value = value
        self.display = display ?? value
    }
}

/// What a command's completer is asked: the words already typed after the command
/// name, and the start of the word being typed.
extension Candidate {
    /// The fixed words that start with what was typed (case ignored).
    public static func matching(_ prefix: String, in words: [String]) -> [Candidate] {
        words.filter { $0.hasPrefix(prefix.lowercased()) }.map { Candidate($0) }
    }
}

public struct CompletionRequest: Sendable, Equatable {
    public var words: [String]
    public var prefix: String

    public init(words: [String], prefix: String) {
        self.words = words
        self.prefix = prefix
    }
}

/// What Tab does to the line: delete the typed word (counted in Unicode scalars, as
/// libedit counts characters), insert `insert`, and list `candidates` when there are several.
public struct Completion: Sendable, Equatable {
    public var deleteCount: Int
    public var insert: String
    public var candidates: [Candidate]

    public init(deleteCount: Int = 0, insert: String = "", candidates: [Candidate] = []) {
        self.deleteCount = deleteCount
        self.insert = insert
        self.candidates = candidates
    }
}
