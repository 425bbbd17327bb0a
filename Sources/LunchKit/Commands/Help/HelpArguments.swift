import ArgumentParser

/// `help [CMD]`.
public struct HelpArguments: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "help",
        abstract: "list the commands, or show how to use one",
        usage: "help [CMD]",
        discussion: """
        examples:
          help
          help near
        """
    )

    @Argument(help: "a command name")
    public var topic: String?

    public init() {}
}
