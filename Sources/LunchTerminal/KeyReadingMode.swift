import Foundation

/// Standard input switched to reading keys as they come: no echo, no line editing, no
/// signals from keys (Ctrl-C is a byte), and a read never waits (VMIN 0, VTIME 0).
/// `restore()` puts back the mode it found, `setAgain()` this mode (after a stop from outside
/// the shell may have changed it). For the screens that read keys themselves (the live
/// search, the pick spin).
struct KeyReadingMode {
    private var saved: termios
    private var raw: termios

    /// Nil (and nothing changed) when standard input is no terminal. `alsoClearing`: more
    /// local-mode bits to turn off; `inputClearing`: input-mode bits to turn off.
    init?(alsoClearing local: tcflag_t = 0, inputClearing input: tcflag_t = 0) {
        saved = termios()
        raw = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        raw = saved
        raw.c_lflag &= ~(tcflag_t(ICANON | ECHO | ISIG) | local)
        raw.c_iflag &= ~input
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    }

    /// This key-reading mode again.
    func setAgain() {
        var raw = raw
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    }

    /// The terminal's mode as it was before.
    func restore() {
        var saved = saved
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    }
}
