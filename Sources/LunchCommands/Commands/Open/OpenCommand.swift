import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `open REF [osm|google|apple|wikipedia|web]`.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "print a place's link and open it",
        usage: "open REF [osm|google|apple|wikipedia|web]",
        discussion: """
        The link is always printed; it is opened with BROWSER, else xdg-open, else it says how to set one.
        Without a target: osm for OpenStreetMap places, google for Google places.
        examples:
          open 1
          open 2 web
          open kahvi google
        """
    )

    @Argument(parsing: .allUnrecognized, help: "row number, id or name, then the target")
    var words: [String] = []
}

extension OpenCommand: ShellCommand {
    /// After `open`, the place is the current place.
    static func feature(_ c: CommandContext) -> Feature<Self, OpenInteractor.Result>? {
        let interactor = OpenInteractor(resolver: c.resolver, catalog: c.catalog, opener: c.opener)
        return Feature(interact: { try interactor.open(OpenRequest($0.words)) }, present: OpenPresenter().present,
                       route: { .place($0.place.id) }, complete: { request in
                           if request.words.isEmpty { return c.completer.references(request.prefix) }
                           guard request.words.count == 1 else { return [] }
                           return Candidate.matching(request.prefix, in: PlaceLinks.targets)
                       })
    }
}
