import CTerminal
import Foundation
import LunchKit

/// The pick spin on a terminal: names flick by on one line, slowing down, for at most
/// 1.2 s; any key skips it. The key is left where it is, unread (the terminal's mode is
/// changed without flushing input), so it is the first key of the next prompt, as keys
/// typed ahead during any other command are. The line is erased afterwards.
public struct TerminalPickAnimation: PickAnimation {
    static let frames = 14

    public init() {}

    public func play(names: [String], final: String) {
        guard names.count > 1, isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else { return }
        var saved = termios()
        let canReadKeys = tcgetattr(STDIN_FILENO, &saved) == 0
        if canReadKeys {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        }
        defer {
            if canReadKeys { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
            lunch_write_out("\r\u{1B}[K")
        }
        var delay: Int32 = 30  // milliseconds; grows, so the spin slows down (≈ 1.2 s in all)
        for frame in 0..<Self.frames {
            let name = frame == Self.frames - 1 ? final : names[(frame * 7) % names.count]
            lunch_write_out("\r\u{1B}[K🎲 " + TextWidth.truncate(TerminalText.safe(name), to: 60))
            var fds = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            if poll(&fds, 1, delay) > 0 { return }
            delay += 10
        }
    }
}

private func lunch_write_out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}
