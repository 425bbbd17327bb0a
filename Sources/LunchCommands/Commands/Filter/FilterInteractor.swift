import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Reads and changes the saved preferences; warns about tags no place has.
public struct FilterInteractor {
    public struct Result {
        public var preferences: Preferences
        public var changed: Bool
        public var warnings: [String]
    }

    let store: Store
    let catalog: Catalog

    public func apply(_ change: FilterRequest) throws -> Result {
        let old = store.state.preferences
        var next = old
        switch change {
        case .clear:
            next = Preferences()
            // The pager is no filter.
            next.pager = old.pager
        case .add(let radius, let filter):
            if let radius {
                next.radiusMetres = radius.metres
                next.radiusMinutes = radius.minutes
            }
            let merged = filter.merged(over: PlaceFilter(preferences: old))
            next.wantedTags = merged.wanted
            next.avoidedTags = merged.avoided
            next.openNow = merged.openNow
            next.openMinutes = merged.openMinutes
            next.maxPrice = merged.maxPrice
        }
        // Tags are saved in state.json: a pasted page is not a tag.
        let tags = next.wantedTags + next.avoidedTags
        if let long = tags.first(where: { $0.count > Self.tagLimit }) {
            throw UserError(Messages.filterTagTooLong(String(long.prefix(20)), limit: Self.tagLimit))
        }
        if tags.count > Self.tagCountLimit { throw UserError(Messages.tooManyFilterTags(tags.count, limit: Self.tagCountLimit)) }
        if next != old {
            try store.send(.setPreferences(next), undo: .setPreferences(old), what: "the filter change")
        }
        return Result(preferences: next, changed: next != old, warnings: warnings(for: next))
    }

    /// The longest tag and the most tags a saved filter holds.
    static let tagLimit = 100
    static let tagCountLimit = 100

    private func warnings(for preferences: Preferences) -> [String] {
        let vocabulary = catalog.vocabulary
        let known = Array(vocabulary.cuisines.keys) + Array(vocabulary.tags.keys)
        return (preferences.wantedTags + preferences.avoidedTags).filter { !known.contains($0) }.map {
            Messages.unknownTag(TerminalText.safe($0), suggestion: Suggestion.closest(to: $0, in: known.sorted()))
        }
    }
}
