/// Reads and changes the saved preferences; warns about tags no place has.
public struct FilterInteractor {
    public struct Result {
        public var preferences: Preferences
        public var changed: Bool
        public var warnings: [String]
    }

    let store: Store
    let catalog: Catalog

    public func apply(_ words: [String]) throws -> Result {
        let old = store.state.preferences
        var next = old
        var rest: [String] = []
        if words.map({ $0.lowercased() }) == ["clear"] {
            next = Preferences()
        } else {
            var remaining = words
            if let i = remaining.firstIndex(where: { $0.lowercased() == "radius" }) {
                guard i + 1 < remaining.count else { throw UserError(Messages.needsValue("radius", example: "radius 1km")) }
                next.radiusMetres = try Radius(parsing: remaining[i + 1]).metres
                remaining.removeSubrange(i...(i + 1))
            }
            let (filter, unparsed) = try PlaceFilter.parse(remaining)
            rest = unparsed
            let merged = filter.merged(over: PlaceFilter(preferences: old))
            next.wantedTags = merged.wanted
            next.avoidedTags = merged.avoided
            next.openNow = merged.openNow
            next.maxPrice = merged.maxPrice
        }
        guard rest.isEmpty else { throw UserError(Messages.unknownFilterWord(rest[0])) }
        if next != old {
            try store.send(.setPreferences(next), undo: .setPreferences(old), what: "the filter change")
        }
        return Result(preferences: next, changed: next != old, warnings: warnings(for: next))
    }

    private func warnings(for preferences: Preferences) -> [String] {
        let vocabulary = catalog.vocabulary
        let known = Array(vocabulary.cuisines.keys) + Array(vocabulary.tags.keys)
        return (preferences.wantedTags + preferences.avoidedTags).filter { !known.contains($0) }.map {
            Messages.unknownTag(TerminalText.safe($0), suggestion: Suggestion.closest(to: $0, in: known.sorted()))
        }
    }
}
