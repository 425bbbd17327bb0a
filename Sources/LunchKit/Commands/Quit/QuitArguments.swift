import ArgumentParser

/// `quit` / `exit`.
public struct QuitArguments: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "quit",
        abstract: "leave lunch (also: exit, Ctrl-D)",
        usage: "quit | exit",
        discussion: """
        Everything is already saved; quitting loses nothing.
        """,
        aliases: ["exit"]
    )

    public init() {}
}
