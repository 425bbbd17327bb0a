import CLibEdit
import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// Results to standard output, messages to standard error; flushed at once so that
/// output interleaves correctly with the line editor and with other processes.
///
/// Output that cannot be written (a full disk, standard output closed, a reader gone
/// with SIGPIPE ignored) is said once on standard error as coreutils says it
/// (`lunch: write error: No space left on device`); from then on `lost` is true,
/// nothing more is written there, and the shell runs no further command.
public final class StandardOutput: OutputSink {
    /// Standard output was closed when lunch started (`>&-`): the first write fails.
    /// Checked once, before any file is opened (/dev/null then holds the descriptor).
    private static let closedAtStart: Bool = {
        _ = lunch_fill_closed_descriptor(STDIN_FILENO, O_RDONLY)
        _ = lunch_fill_closed_descriptor(STDERR_FILENO, O_WRONLY)
        return lunch_fill_closed_descriptor(STDOUT_FILENO, O_WRONLY) == 1
    }()

    public private(set) var lost = false

    public init() {
        _ = Self.closedAtStart
    }

    public func out(_ text: String) {
        guard !lost else { return }
        let failure = Self.closedAtStart ? EBADF : lunch_write_stdout(text)
        guard failure != 0 else { return }
        lost = true
        err("lunch: " + Messages.writeError(reason: String(cString: strerror(failure))) + "\n")
    }

    public func err(_ text: String) { lunch_write_stderr(text) }
}
