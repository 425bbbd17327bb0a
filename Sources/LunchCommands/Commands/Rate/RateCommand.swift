import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `rate STARS ["NOTE"]` / `rate REF STARS ["NOTE"]`.
struct RateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rate",
        abstract: "rate a place 1–5 stars (each rating is a visit)",
        usage: "rate STARS [\"NOTE\"] [+TAG…] | rate REF STARS [\"NOTE\"] [+TAG…]",
        discussion: """
        Without REF it rates the current place (after show or pick). The visit is dated
        now (--now respected). 'undo' takes it back. STARS is a whole number 1–5
        (not 4.5, ５ or 4★); a NOTE is at most 1000 characters. +TAG words at the end tag
        the visit (at most 16); +again or +never says whether you would go again
        (pick never draws a place whose latest visit says +never).
        examples:
          rate 4 "great soup"
          rate 2 5
          rate kahvi 3 "slow service"
          rate 4 "great" +spicy +again
        """
    )

    @Argument(parsing: .allUnrecognized, help: "optional REF, stars, note and tags")
    var words: [String] = []
}

extension RateCommand: ShellCommand {
    static let seesQuotedWords = true

    /// The rated place becomes the current place (`rate 5` again rates it).
    static func feature(_ c: CommandContext) -> Feature<Self, RateInteractor.Result>? {
        let interactor = RateInteractor(resolver: c.resolver, catalog: c.catalog, store: c.store, clock: c.clock, team: c.team)
        return Feature(interact: { try interactor.rate(RateRequest($0.words)) }, present: RatePresenter(visits: VisitPresenter()).present,
                       route: { .place($0.visit.placeID) }, complete: c.completer.firstReference)
    }
}
