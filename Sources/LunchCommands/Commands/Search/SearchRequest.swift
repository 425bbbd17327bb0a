import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `TEXT [FILTERS]`, as `search` takes them: the words that are no filter are the text.
public struct SearchRequest: Equatable, Sendable {
    public var text: String
    /// This command's own filter words (the interactor adds them to the saved ones).
    public var filter: PlaceFilter
    /// `--anywhere`: ranked by the match alone, not the places within the radius first.
    public var anywhere: Bool

    public init(text: String, filter: PlaceFilter = PlaceFilter(), anywhere: Bool = false) throws {
        guard !SearchIndexBuilder.words(of: text).isEmpty else { throw UserError(Messages.searchNeedsText) }
        self.text = text
        self.filter = filter
        self.anywhere = anywhere
    }

    public init(_ words: [FilterWord], anywhere: Bool = false) throws {
        let (filter, rest) = try PlaceFilter.gather(words)
        try self.init(text: rest.joined(separator: " "), filter: filter, anywhere: anywhere)
    }
}
