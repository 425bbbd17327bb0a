import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `quit` / `exit`.
struct QuitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quit",
        abstract: "leave lunch (Ctrl-D too)",
        usage: "quit | exit",
        discussion: """
        Everything is already saved; quitting loses nothing.
        """,
        aliases: ["exit"]
    )
}

extension QuitCommand: WordlessCommand {
    /// Nothing to do but leave (the store saved every change when it happened); people
    /// see nothing, scripts get `{"command":"quit","ok":true}`.
    static func feature(_ c: CommandContext) -> Feature<Self, Void>? {
        Feature(interact: { _ in }, present: { _ in CommandResponse(text: "") }, route: { _ in .exit })
    }
}
