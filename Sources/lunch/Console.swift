import Foundation
import LunchText
import LunchTerminal

/// Stops the process with `lunch: MESSAGE` on standard error.
func fail(_ message: String, status: Int32 = 2) -> Never {
    say("lunch: " + message)
    exit(status)
}

/// One line on standard error, made safe for the terminal (it may hold paths or file text).
func say(_ line: String) {
    StandardOutput().err(TerminalText.safe(line) + "\n")
}
