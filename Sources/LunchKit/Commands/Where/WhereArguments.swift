import ArgumentParser

/// `where`.
public struct WhereArguments: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "where",
        abstract: "show the current location",
        usage: "where",
        discussion: """
        Until you set a location with 'at', lunch uses the centre of the catalog.
        example:
          where
        """
    )

    public init() {}
}
