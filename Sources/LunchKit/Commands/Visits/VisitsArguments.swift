import ArgumentParser

/// `visits`.
public struct VisitsArguments: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "visits",
        abstract: "your ratings, newest first",
        usage: "visits",
        discussion: """
        example:
          visits
        """
    )

    public init() {}
}
