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
