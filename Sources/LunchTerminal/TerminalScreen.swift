import CLibEdit
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// The screen of the terminal standard output is: `clear` writes what Ctrl-L writes
/// (cursor home, erase the screen; the scrollback stays, as in bash and redis-cli).
public struct TerminalScreen: Screen {
    static let clearSequence = "\u{1B}[H\u{1B}[2J"

    public init() {}

    public func clear() {
        lunch_write_stdout(Self.clearSequence)
    }
}
