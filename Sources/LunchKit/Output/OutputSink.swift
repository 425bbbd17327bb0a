/// Where the shell writes: results to standard output, messages to standard error
/// (as swift-log and every Unix tool do). A seam: tests collect the text instead.
public protocol OutputSink: AnyObject {
    func out(_ text: String)
    func err(_ text: String)
}

/// Collects what was written, for tests.
public final class BufferedOutput: OutputSink {
    public private(set) var stdout = ""
    public private(set) var stderr = ""

    public init() {}

    public func out(_ text: String) { stdout += text }
    public func err(_ text: String) { stderr += text }

    /// Forgets what was written so far.
    public func clear() {
        stdout = ""
        stderr = ""
    }
}
