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

    private let places: PlaceLookup

    public init(_ places: PlaceLookup) {
        self.places = places
    }

    /// For a REF: row numbers when the prefix is empty or a number, else place names.
    public func references(_ prefix: String) -> [Candidate] {
        let list = places.store.state.currentList
        if prefix.isEmpty || prefix.allSatisfy(\.isNumber) {
            let rows = list.indices.map { String($0 + 1) }.filter { $0.hasPrefix(prefix) }
            return rows.prefix(Self.nameLimit).map { row in
                let name = places.catalog.index(ofID: list[Int(row)! - 1]).map { places.catalog.name(at: $0) } ?? "?"
                return Candidate(row, display: "\(row)  \(name)")
            }
        }
        // One name per distinct folded name: a million places may hold hundreds of the
        // same name, which must not hide the other names (Tab would insert it as unique).
        let found = places.catalog.distinctNamePlaces(withPrefix: prefix, limit: Self.nameLimit)
        var names: [String] = []
        var seen = Set<String>()
        for index in found.places {
            let name = places.catalog.name(at: index)
            if seen.insert(name).inserted { names.append(name) }
        }
        // One name (written alike or not: `Hanko Sushi`, `hanko sushi`) that several places have.
        if found.last == nil, let first = names.first, names.dropFirst().allSatisfy({ TextFolding.fold($0) == TextFolding.fold(first) }),
           let rows = rows(named: first) { return rows }
        // Names left out: the last one keeps the inserted shared start honest, and is
        // listed after "…" so the gap shows.
        var candidates = names.map { Candidate($0) }
        if let last = found.last, seen.insert(places.catalog.name(at: last)).inserted {
            let name = places.catalog.name(at: last)
            candidates.append(Candidate(name, display: "… " + name))
        }
        return candidates
    }

    /// When one name is all that starts with what was typed but several places have it
    /// (a chain), Tab never completes to it: the places are listed with row numbers,
    /// nearest first, and that list becomes the last list (`show 2` picks one).
    private func rows(named name: String) -> [Candidate]? {
        guard let listing = places.listing else { return nil }
        let folded = TextFolding.fold(name)
        let same = places.catalog.places(withNamePrefix: name, limit: 200).filter { TextFolding.fold(places.catalog.name(at: $0)) == folded }
        guard same.count > 1 else { return nil }
        let action: StoreAction
        switch listing(same).route {
        case .list(let ids): action = .showList(ids)
        case .page(let ids, let shown): action = .showPage(ids, shown: shown)
        default: return nil
        }
        guard (try? places.store.send(action)) != nil else { return nil }
        let ids = places.store.state.currentList
        return ids.prefix(Self.nameLimit).enumerated().map { n, id in
            let place = places.catalog.index(ofID: id).map { places.catalog.place(at: $0) }
            let beside = place?.address ?? id
            return Candidate(String(n + 1), display: "\(n + 1)  \(place?.name ?? name)  \(beside)")
        }
    }

    /// References for a command's first word (`show`, `fav`, `rate`). A name typed
    /// unquoted in several words (`show golden b`, which the command reads as one name)
    /// goes on from its last word: the names that start with all the words typed, offered
    /// from the word being typed on (the words before stay as they were typed).
    public func firstReference(_ request: CompletionRequest) -> [Candidate] {
        guard !request.words.isEmpty else { return references(request.prefix) }
        let typed = (request.words + [request.prefix]).joined(separator: " ")
        return references(typed).compactMap { candidate in
            // Rows of the places one name fits stay rows.
            if candidate.value.allSatisfy(\.isNumber) { return candidate }
            return Self.words(after: request.words.count, in: candidate.value).map { Candidate($0, display: candidate.display) }
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
        let vocabulary = places.catalog.vocabulary
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
