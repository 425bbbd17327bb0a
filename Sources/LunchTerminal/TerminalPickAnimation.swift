import CTerminal
import Foundation
import LunchKit

/// The pick spin on a terminal: names flick by on one line, slowing down, for at most
/// 1.2 s; any key skips it. The keys read then are kept in `typedAhead`, so they are the
/// first keys of the next prompt, as keys typed ahead during any other command are;
/// a Ctrl-D among them only skips the spin (it never ends the shell). The line is
/// erased afterwards.
public struct TerminalPickAnimation: PickAnimation {
    static let frames = 14
    private let typedAhead: TypedAhead

    public init(typedAhead: TypedAhead = .shared) {
        self.typedAhead = typedAhead
    }

    public func play(names: [String], final: String) {
        guard names.count > 1, isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else { return }
        var saved = termios()
        let canReadKeys = tcgetattr(STDIN_FILENO, &saved) == 0
        if canReadKeys {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            // Without canonical mode a Ctrl-D is an ordinary byte, which the line editor
            // would take as the end: the keys are read here, without waiting.
            withUnsafeMutableBytes(of: &raw.c_cc) { cc in
                cc[Int(VMIN)] = 0
                cc[Int(VTIME)] = 0
            }
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
            if poll(&fds, 1, delay) > 0 {
                if canReadKeys { keepKeys() }
                return
            }
            delay += 10
        }
    }

    /// Reads the keys waiting on the terminal (in non-canonical mode, VMIN 0: never
    /// blocks) into `typedAhead`.
    private func keepKeys() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count > 0 { typedAhead.keep(buffer[..<count]) }
    }
}

private func lunch_write_out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}
