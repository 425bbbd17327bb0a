import Logging
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Runs typed lines: splits them into commands, finds each registered command, prints
/// its result (text or JSON), carries out its route through the store, and prints each
/// failure once, itself (what was loading is then over: `isLoading` goes false).
public final class Dispatcher {
    public struct Outcome: Equatable, Sendable {
        /// Some command on the line failed.
        public var failed = false
        /// A command asked to leave the shell.
        public var exit = false
    }

    private let registry: CommandRegistry
    private let store: Store
    private let output: OutputSink
    private let mode: OutputMode
    private let events: Logger
    private let mapDrawer: MapDrawer?
    /// Runs before every command (the shell waits there for a catalog still being opened).
    public var beforeCommand: (() -> Void)?
    /// Lines to show on standard error after each command (the team's status lines).
    public var notices: (() -> [String])?
    /// Asked after a command ran, before its answer is shown or followed: a message here
    /// replaces the answer with that error (an answer made from a catalog file that
    /// changed on disk, `CatalogDamageWatch`).
    public var withheld: (() -> String?)?
    /// Runs after each command's answer and lines are printed (the team reads itself and
    /// saves its snapshot there, off the time a command takes to answer); lines it leaves
    /// in `notices` are printed after it.
    public var afterCommand: (() -> Void)?

    /// `events` receives typed events (start, success with counts, failure with the error);
    /// by default they go nowhere.
    public init(registry: CommandRegistry, store: Store, output: OutputSink, mode: OutputMode,
                events: Logger = Logger(label: "lunch.events", factory: { _ in SwiftLogNoOpLogHandler() }),
                mapDrawer: MapDrawer? = nil) {
        self.mapDrawer = mapDrawer
        self.registry = registry
        self.store = store
        self.output = output
        self.mode = mode
        self.events = events
    }

    public func run(line: String) -> Outcome {
        if let words = PsqlHabits.words(for: line) { return run(words: words) }
        var outcome = Outcome()
        let commands: [ShellWords.Command]
        do {
            commands = try ShellWords.split(line)
        } catch {
            fail(command: Self.firstWord(of: line), error: error)
            outcome.failed = true
            return outcome
        }
        for words in commands {
            let (ok, exit) = run(command: words)
            if !ok { outcome.failed = true }
            if exit {
                outcome.exit = true
                break
            }
        }
        return outcome
    }

    /// Runs one command already split into words (argv mode: `lunch near 800`).
    public func run(words: [String]) -> Outcome {
        guard !words.isEmpty else { return Outcome() }
        let (ok, exit) = run(command: words)
        return Outcome(failed: !ok, exit: exit)
    }

    private func run(command words: [String]) -> (ok: Bool, exit: Bool) {
        defer {
            printNotices()
            if let afterCommand {
                afterCommand()
                printNotices()
            }
        }
        beforeCommand?()
        store.refresh()
        let name = words[0]
        guard let command = registry.command(named: name) else {
            let suggestion = Suggestion.closest(to: name, in: registry.allNames)
            let error = UserError(Messages.unknownCommand(name, suggestion: suggestion))
            events.warning("command.unknown", metadata: ["word": "\(name.prefix(40))"])
            fail(command: name, error: error)
            return (false, false)
        }
        events.info("command.start", metadata: ["command": "\(command.name)", "arguments": "\(words.count - 1)"])
        do {
            let response = try command.run(Array(words.dropFirst()))
            if let message = withheld?() { throw UserError(message) }
            try follow(response.route)
            print(response, command: command.name)
            var metadata: Logger.Metadata = ["command": "\(command.name)"]
            if case .array(let rows)? = response.json.first(where: { $0.0 == "places" })?.1 { metadata["count"] = "\(rows.count)" }
            events.info("command.success", metadata: metadata)
            return (true, response.route == .exit)
        } catch let error as UserError {
            events.warning("command.failure", metadata: ["command": "\(command.name)", "error": "\(TeamURLText.withoutPassword(error.message))"])
            fail(command: command.name, error: error)
            return (false, false)
        } catch {
            events.error("command.failure", metadata: ["command": "\(command.name)", "error": "\(TeamURLText.withoutPassword("\(error)"))"])
            fail(command: command.name, error: error)
            return (false, false)
        }
    }

    private func follow(_ route: Route) throws {
        switch route {
        case .stay, .exit: break
        case .list(let ids): try store.send(.showList(ids))
        case .page(let ids, let shown): try store.send(.showPage(ids, shown: shown))
        case .place(let id): try store.send(.setCurrentPlace(id))
        case .chosen(let ids, let shown, let id):
            try store.send(.showPage(ids, shown: shown))
            try store.send(.setCurrentPlace(id))
        }
    }

    private func print(_ response: CommandResponse, command: String) {
        if mode.json {
            output.out(JSON.object([("command", .string(command))] + response.json).serialized() + "\n")
        } else if !response.text.isEmpty {
            // After `view map`, every list also draws its map above the table, with the
            // walk to the current place as `map` draws it.
            if let ids = response.route.listIDs, !ids.isEmpty, command != "map", store.state.preferences.mapView,
               let map = mapDrawer?.drawing(ids, radius: nil, routeTo: store.state.currentPlace)?.text {
                output.out(TerminalText.output(map) + "\n")
            }
            // Presenters make data text safe field by field; this is the net under them.
            let text = TerminalText.output(response.text)
            output.out(text.hasSuffix("\n") ? text : text + "\n")
        }
    }

    private func printNotices() {
        for line in notices?() ?? [] {
            output.err(TerminalText.output(TerminalText.safe(line)) + "\n")
        }
    }

    private func print(_ failure: ShellFailure) {
        if mode.json {
            let json = JSON.object([("command", .string(failure.command)), ("error", .string(failure.message))])
            output.out(json.serialized() + "\n")
        } else {
            // Messages quote typed words, place names and server text: one line, shown safely.
            output.err(TerminalText.output(mode.style.red("error:") + " " + TerminalText.safe(failure.message)) + "\n")
        }
    }

    private func fail(command: String, error: any Error) {
        // Never a password, whatever the message quotes.
        let message = TeamURLText.withoutPassword((error as? UserError)?.message ?? String(describing: error))
        let failure = ShellFailure(command: command, message: message)
        // Whatever was loading is over (a spinner stops), then it is printed here.
        try? store.send(.loadingFinished)
        print(failure)
    }

    private static func firstWord(of line: String) -> String {
        String(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first?.prefix(40) ?? "")
    }
}
