import ArgumentParser

/// `where`.
struct WhereArguments: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "where",
        abstract: "show the current location",
        usage: "where",
        discussion: """
        Until you set a location with 'at', lunch uses the centre of the catalog.
        example:
          where
        """
    )
}

extension WhereArguments: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, WhereInteractor.Result>? {
        let whereabouts = c.whereabouts
        let interactor = WhereInteractor(store: c.store, fallback: { whereabouts.current })
        return Feature(interact: { _ in interactor.current() }, present: WherePresenter().present)
    }
}
