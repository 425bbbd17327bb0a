import CTerminal
import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// The pick spin on a terminal: names flick by on one line, slowing down, as
/// `PickSpin.standard` says (0.89 s, never more than 1.2 s); any key skips it, Ctrl-C
/// too. The keys read then are kept in `typedAhead`, so they are the first keys of the
/// next prompt, as keys typed ahead during any other command are; a Ctrl-D among them
/// only skips the spin (it never ends the shell), and a Ctrl-C skips it and discards
/// what was typed before it, as at the prompt. The line is erased afterwards.
public struct TerminalPickAnimation: PickAnimation {
    private let typedAhead: TypedAhead
    private let spin: PickSpin

    public init(typedAhead: TypedAhead = .shared, spin: PickSpin = .standard) {
        self.typedAhead = typedAhead
        self.spin = spin
    }

    public func play(names: [String], final: String) {
        guard names.count > 1, isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else { return }
        let started = DispatchTime.now().uptimeNanoseconds
        // No ISIG: Ctrl-C is a key that skips the spin, not a signal the spin would
        // miss. Without canonical mode a Ctrl-D is an ordinary byte, which the line
        // editor would take as the end: the keys are read here, without waiting.
        let mode = KeyReadingMode()
        defer {
            mode?.restore()
            lunch_write_out("\r\u{1B}[K")
        }
        let limit = UInt64(spin.limit * 1e9)
        for frame in 0..<spin.frames {
            let name = spin.name(at: frame, of: names, final: final)
            lunch_write_out("\r\u{1B}[K🎲 " + TextWidth.truncate(TerminalText.safe(name), to: 60))
            let elapsed = DispatchTime.now().uptimeNanoseconds - started
            guard elapsed < limit else { return }
            let wait = min(UInt64(spin.waits[frame] * 1e9), limit - elapsed)
            var fds = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            if poll(&fds, 1, Int32(wait / 1_000_000)) > 0 {
                if mode != nil { keepKeys() }
                return
            }
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
