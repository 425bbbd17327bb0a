import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `unveto`.
struct UnvetoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unveto",
        abstract: "take back your veto for today's team lunch",
        usage: "unveto",
        discussion: """
        example:
          unveto
        """
    )
}

extension UnvetoCommand: WordlessCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, VetoInteractor.Result>? {
        let interactor = VetoInteractor(resolver: c.resolver, catalog: c.catalog, team: c.team)
        return Feature(interact: { _ in try interactor.unveto() }, present: VetoPresenter().present)
    }
}
