import ArgumentParser

/// `visits`.
struct VisitsArguments: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "visits",
        abstract: "your ratings, newest first",
        usage: "visits",
        discussion: """
        example:
          visits
        """
    )
}

extension VisitsArguments: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, [VisitsInteractor.Entry]>? {
        let interactor = VisitsInteractor(store: c.store, catalog: c.catalog)
        return Feature(interact: { _ in interactor.visits() }, present: VisitsPresenter(visits: VisitPresenter()).present)
    }
}
