import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Collects what was written, for tests.
public final class BufferedOutput: OutputSink {
    public private(set) var stdout = ""
    public private(set) var stderr = ""

    /// Set by a test: output is lost from here on (as with a full disk).
    public var lost = false

    public init() {}

    public func out(_ text: String) { stdout += text }
    public func err(_ text: String) { stderr += text }

    /// Forgets what was written so far.
    public func clear() {
        stdout = ""
        stderr = ""
    }
}
