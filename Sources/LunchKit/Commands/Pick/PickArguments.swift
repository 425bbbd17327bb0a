import ArgumentParser

/// `pick [FILTERS]`.
public struct PickArguments: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "let lunch choose a place near you (it becomes the current place)",
        usage: "pick [FILTERS]",
        discussion: """
        Draws from what 'near' with your saved radius and filters would list. Never the
        same place twice in a session until all were shown; not a place you visited in
        the last 7 days unless nothing else is left. Favourites weigh 3×; your average
        stars weigh (stars/3)², so 5★ ≈ 2.8×, 1★ ≈ 0.1×; unrated places weigh 1×.
        examples:
          pick
          pick +vegan open
        """
    )

    @Argument(parsing: .allUnrecognized, help: "filters")
    public var words: [String] = []

    public init() {}
}
