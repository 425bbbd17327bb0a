import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `veto REF`.
struct VetoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "veto",
        abstract: "veto a place for today's team lunch: it cannot be decided",
        usage: "veto REF",
        discussion: """
        One veto per member per day (vetoing again moves it); 'today' shows the place
        struck with who vetoed it, 'unveto' takes yours back.
        example:
          veto 2
        """
    )

    @OptionGroup var place: PlaceReferenceArguments
}

extension VetoCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, VetoInteractor.Result>? {
        let interactor = VetoInteractor(resolver: c.resolver, catalog: c.catalog, team: c.team)
        return Feature(interact: { try interactor.veto(PlaceReference($0.place.ref)) }, present: VetoPresenter().present,
                       complete: c.completer.firstReference)
    }
}
