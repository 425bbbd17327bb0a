import CLibEdit
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// Results to standard output, messages to standard error; flushed at once so that
/// output interleaves correctly with the line editor and with other processes.
public final class StandardOutput: OutputSink {
    public init() {}

    public func out(_ text: String) { lunch_write_stdout(text) }
    public func err(_ text: String) { lunch_write_stderr(text) }
}
