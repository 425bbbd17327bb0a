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
