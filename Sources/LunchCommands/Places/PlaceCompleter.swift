import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Completion candidates about places: row numbers of the last list (shown with their
/// names), place names (case- and accent-insensitive prefix), cuisines and tags, filter words.
public struct PlaceCompleter {
    /// At most this many names are offered; the shared start is still inserted.
    public static let nameLimit = 100

    private let catalog: Catalog
    private let store: Store

    public init(catalog: Catalog, store: Store) {
        self.catalog = catalog
        self.store = store
    }

    /// For a REF: row numbers when the prefix is empty or a number, else place names.
    public func references(_ prefix: String) -> [Candidate] {
        let list = store.state.currentList
        if prefix.isEmpty || prefix.allSatisfy(\.isNumber) {
            let rows = list.indices.map { String($0 + 1) }.filter { $0.hasPrefix(prefix) }
            return rows.prefix(Self.nameLimit).map { row in
                let name = catalog.index(ofID: list[Int(row)! - 1]).map { catalog.name(at: $0) } ?? "?"
                return Candidate(row, display: "\(row)  \(name)")
            }
        }
        // One name per distinct folded name: a million places may hold hundreds of the
        // same name, which must not hide the other names (Tab would insert it as unique).
        let found = catalog.distinctNamePlaces(withPrefix: prefix, limit: Self.nameLimit)
        var names: [String] = []
        var seen = Set<String>()
        for index in found.places {
            let name = catalog.name(at: index)
            if seen.insert(name).inserted { names.append(name) }
        }
        // Names left out: the last one keeps the inserted shared start honest, and is
        // listed after "…" so the gap shows.
        var candidates = names.map { Candidate($0) }
        if let last = found.last, seen.insert(catalog.name(at: last)).inserted {
            let name = catalog.name(at: last)
            candidates.append(Candidate(name, display: "… " + name))
        }
        return candidates
    }

    /// References for a command's first word (`show`, `fav`, `rate`). A name typed
    /// unquoted in several words (`show golden b`, which the command reads as one name)
    /// goes on from its last word: the names that start with all the words typed, offered
    /// from the word being typed on (the words before stay as they were typed).
    public func firstReference(_ request: CompletionRequest) -> [Candidate] {
        guard !request.words.isEmpty else { return references(request.prefix) }
        let typed = (request.words + [request.prefix]).joined(separator: " ")
        return references(typed).compactMap { candidate in
            Self.words(after: request.words.count, in: candidate.value).map { Candidate($0, display: candidate.display) }
        }
    }

    /// `name` from its word after the first `count` (words separated by spaces); nil when
    /// it has no more words.
    static func words(after count: Int, in name: String) -> String? {
        var rest = Substring(name)
        for _ in 0..<count {
            guard let space = rest.firstIndex(of: " ") else { return nil }
            rest = rest[space...].drop { $0 == " " }
        }
        return rest.isEmpty ? nil : String(rest)
    }

    /// Cuisines and tags that start with the prefix (folded), most common first.

    public func labels(_ prefix: String) -> [Candidate] {
        let key = TextFolding.fold(prefix)
        let vocabulary = catalog.vocabulary
        var counts = vocabulary.cuisines
        for (tag, n) in vocabulary.tags { counts[tag, default: 0] += n }
        return counts.filter { TextFolding.fold($0.key).hasPrefix(key) }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { Candidate($0.key) }
    }

    /// A search's words (`search`, `find`): `+TAG` and `-TAG` as filter words, anything
    /// else a cuisine or tag to look for.
    public func searchWords(_ request: CompletionRequest) -> [Candidate] {
        let prefix = request.prefix
        if prefix.hasPrefix("+") || prefix.hasPrefix("-") { return filterWords(prefix) }
        return labels(prefix)
    }

    /// Filter words: `+TAG`, `-TAG`, `open`, `price`.
    public func filterWords(_ prefix: String) -> [Candidate] {
        if let sign = prefix.first, sign == "+" || sign == "-" {
            return labels(String(prefix.dropFirst())).map { Candidate(String(sign) + $0.value) }
        }
        return ["open", "price"].filter { $0.hasPrefix(prefix.lowercased()) }.map { Candidate($0) }
    }
}
