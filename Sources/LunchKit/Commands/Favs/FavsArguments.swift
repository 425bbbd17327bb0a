import ArgumentParser

/// `favs`.
public struct FavsArguments: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "favs",
        abstract: "list your favourites (numbered, nearest first)",
        usage: "favs",
        discussion: """
        The rows can be used like any list's: 'show 2', 'rate 1 5'.
        example:
          favs
        """
    )

    public init() {}
}
