import ArgumentParser

/// `fav REF`.
public struct FavArguments: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "fav",
        abstract: "mark a place as a favourite (★ in every list)",
        usage: "fav REF",
        discussion: """
        Marking a favourite twice is fine. 'undo' takes it back.
        examples:
          fav 3
          fav kahvila
        """
    )

    @Argument(parsing: .allUnrecognized, help: "row number, id or name")
    public var ref: [String] = []

    public init() {}
}

extension FavArguments: ShellCommand {
    public static func feature(_ c: CommandContext) -> Feature<Self, FavInteractor.Result>? {
        let interactor = FavInteractor(resolver: c.resolver, catalog: c.catalog, store: c.store)
        return Feature(interact: { try interactor.set($0.ref, favorite: true) }, present: FavPresenter().present,
                       complete: c.completer.firstReference)
    }
}
