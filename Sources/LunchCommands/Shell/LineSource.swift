import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Where typed lines come from: the libedit line editor on a terminal, plain reads from
/// a pipe or file, or a script in tests.
public protocol LineSource: AnyObject {
    func readLine(prompt: String) -> LineInput
    /// Called with each line the shell keeps in history (the editor offers it on Up).
    func remember(_ line: String)
}

public enum LineInput: Equatable, Sendable {
    case line(String)
    /// Ctrl-C: the line was discarded.
    case interrupted
    /// Ctrl-D on an empty line, or the end of the input.
    case end
    /// SIGTERM, SIGHUP or Ctrl-\ (as SIGTERM) at the prompt, with the line typed so far:
    /// kept in the history, then lunch ends by the signal.
    case ended(String, signal: Int32)
}

/// Reads standard input line by line, with no prompt and no escape codes.
public final class PlainLineReader: LineSource {
    public init() {}

    public func readLine(prompt: String) -> LineInput {
        guard let line = Swift.readLine(strippingNewline: true) else { return .end }
        return .line(line)
    }

    public func remember(_ line: String) {}
}

/// Lines given up front (`-c`, argv, tests).
public final class ScriptedLines: LineSource {
    private var lines: [LineInput]

    public init(_ lines: [LineInput]) {
        self.lines = lines
    }

    public convenience init(_ lines: [String]) {
        self.init(lines.map { LineInput.line($0) })
    }

    public func readLine(prompt: String) -> LineInput {
        lines.isEmpty ? .end : lines.removeFirst()
    }

    public func remember(_ line: String) {}
}
