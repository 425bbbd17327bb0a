import ArgumentParser

/// `unfav REF`.
public struct UnfavArguments: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "unfav",
        abstract: "unmark a favourite",
        usage: "unfav REF",
        discussion: """
        examples:
          unfav 2
          unfav osm:node/59622323
        """
    )

    @Argument(parsing: .allUnrecognized, help: "row number, id or name")
    public var ref: [String] = []

    public init() {}
}

extension UnfavArguments: ShellCommand {
    public static func feature(_ c: CommandContext) -> Feature<Self, FavInteractor.Result>? {
        let interactor = FavInteractor(resolver: c.resolver, catalog: c.catalog, store: c.store)
        return Feature(interact: { try interactor.set($0.ref, favorite: false) }, present: FavPresenter().present,
                       complete: c.completer.firstReference)
    }
}
