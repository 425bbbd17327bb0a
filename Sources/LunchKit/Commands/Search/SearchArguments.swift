import ArgumentParser

/// `search TEXT [FILTERS]`.
public struct SearchArguments: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "find places by name, cuisine, tag or address",
        usage: "search TEXT [FILTERS]",
        discussion: """
        Case and accents do not matter (cafe finds Café), a word may be the start of
        one (tac finds tacos), and one typo is forgiven in words of four letters or more
        (piza finds pizza). Best matches first; ties nearest first. FILTERS as for near.
        examples:
          search tacos
          search kahvila
          search sushi +vegan open
        """
    )

    @Argument(parsing: .allUnrecognized, help: "what to look for, and filters")
    public var words: [String] = []

    public init() {}
}
