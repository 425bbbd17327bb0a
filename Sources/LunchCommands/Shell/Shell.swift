import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The read–dispatch loop. Interactive: prompt, history, Ctrl-C and Ctrl-D handling.
/// Not interactive: no prompt; the exit status says whether every command succeeded.
public final class Shell {
    public static let prompt = "lunch> "

    private let input: LineSource
    private let dispatcher: Dispatcher
    private let history: HistoryStore?
    private let output: OutputSink
    private let interactive: Bool
    /// Whether the last save of the history failed and said so: the warning is said once
    /// while saves keep failing (a read-only state folder), and again only after a save
    /// went through in between.
    private var historySaveFailing = false
    /// Runs before each interactive prompt (what teammates did since the last command).
    public var beforePrompt: (() -> Void)?

    public init(input: LineSource, dispatcher: Dispatcher, output: OutputSink,
                history: HistoryStore?, interactive: Bool) {
        self.input = input
        self.dispatcher = dispatcher
        self.output = output
        self.history = history
        self.interactive = interactive
    }

    /// Runs until the input ends, a command asks to leave or output cannot be written
    /// (then no later command runs and the status is 1); returns the exit status.
    public func run() -> Int32 {
        var anyFailed = false
        while true {
            if interactive { beforePrompt?() }
            if output.lost {
                saveHistory()
                return 1
            }
            switch input.readLine(prompt: interactive ? Self.prompt : "") {
            case .interrupted:
                continue
            case .end:
                if interactive { output.out("\n") }
                saveHistory()
                return output.lost ? 1 : interactive ? 0 : (anyFailed ? 1 : 0)
            case .ended(let line, let signal):
                // The half-typed line is kept (not run), as if Enter had put it in the
                // history: Up in the next lunch brings it back.
                if interactive, let kept = history?.add(line) { input.remember(kept) }
                saveHistory()
                return 128 + signal
            case .line(let line):
                // Saved before the command runs: a terminal closed (SIGHUP), SIGTERM or kill -9
                // between the answer and the next prompt must not lose the line.
                if interactive, let kept = history?.add(line) {
                    input.remember(kept)
                    saveHistory()
                }
                let outcome = dispatcher.run(line: line)
                if outcome.failed { anyFailed = true }
                if outcome.exit {
                    return output.lost ? 1 : interactive ? 0 : (anyFailed ? 1 : 0)
                }
            }
        }
    }

    private func saveHistory() {
        do {
            try history?.save()
            historySaveFailing = false
        } catch {
            guard !historySaveFailing else { return }
            historySaveFailing = true
            output.err(Messages.historyNotSaved((error as? UserError)?.message ?? "\(error)") + "\n")
        }
    }
}
