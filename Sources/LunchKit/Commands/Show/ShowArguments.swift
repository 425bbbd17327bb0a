import ArgumentParser

/// `show REF`.
public struct ShowArguments: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "everything about one place (it becomes the current place)",
        usage: "show REF",
        discussion: """
        REF is a row number of the last list, a place id, or a unique name prefix.
        examples:
          show 2
          show osm:node/59622323
          show kahvila
        """
    )

    @Argument(parsing: .allUnrecognized, help: "row number, id or name")
    public var ref: [String] = []

    public init() {}
}
