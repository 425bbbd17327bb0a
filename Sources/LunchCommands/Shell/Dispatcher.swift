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
    /// The screen answers and messages are wrapped to (at spaces) and paged against.
    private let screen: () -> ScreenSize
    /// Where answers taller than the screen go (nil: never paged: not a terminal, `-c`, `--json`).
    private let pager: (any Pager)?
    /// Runs before every command, given its name (the shell waits there for a catalog
    /// still being opened, unless the command never reads it).
    public var beforeCommand: ((String) -> Void)?
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
                mapDrawer: MapDrawer? = nil, screen: @escaping () -> ScreenSize = { .unlimited },
                pager: (any Pager)? = nil) {
        self.mapDrawer = mapDrawer
        self.screen = screen
        self.pager = pager
        self.registry = registry
        registry.printsJSON = mode.json
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
            if output.lost { return Outcome(failed: true, exit: true) }
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
        if output.lost { return Outcome(failed: true, exit: true) }
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
        let name = words[0]
        beforeCommand?(name)
        store.refresh()
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
            if let count = response.placeCount { metadata["count"] = "\(count)" }
            events.info("command.success", metadata: metadata)
            return (true, response.route == .exit)
        } catch let ambiguous as AmbiguousPlace {
            // The places the name fits become the last list: `show 2` picks one.
            events.warning("command.failure", metadata: ["command": "\(command.name)", "error": "ambiguous name"])
            try? follow(ambiguous.listing.route)
            fail(command: command.name, error: UserError(ambiguous.message(command: command.name)),
                 json: ambiguous.listing.json)
            if !mode.json { print(CommandResponse(text: ambiguous.listing.text), command: command.name) }
            return (false, false)
        } catch let detailed as UserErrorFields {
            events.warning("command.failure", metadata: ["command": "\(command.name)", "error": "\(detailed.error.message)"])
            fail(command: command.name, error: detailed.error, json: detailed.json)
            return (false, false)
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
            try store.send(.showPage(PlaceList(ids), shown: shown))
            try store.send(.setCurrentPlace(id))
        }
    }

    private func print(_ response: CommandResponse, command: String) {
        if mode.json {
            output.out(JSON.object([("command", .string(command))] + response.json).serialized() + "\n")
        } else if !response.text.isEmpty {
            var text = response.text
            // After `view map`, every list also draws its map above the table, with the
            // walk to the current place as `map` draws it.
            let screen = self.screen()
            if let ids = response.route.listIDs, !ids.isEmpty, command != "map", store.state.preferences.mapView {
                // The list's lines as the screen shows them: the map leaves room for them.
                let listed = screen.columns.map { TextWidth.wrapLines(text, to: $0) } ?? text
                let listLines = listed.split(separator: "\n", omittingEmptySubsequences: false).count
                    - (listed.hasSuffix("\n") ? 1 : 0)
                if let map = mapDrawer?.aboveList(Array(ids), routeTo: store.state.currentPlace, listLines: listLines) {
                    text = map + "\n" + text
                }
            }
            // Words wrap at spaces (the terminal would fold them anywhere).
            if let columns = screen.columns { text = TextWidth.wrapLines(text, to: columns) }
            let paged = pager != nil && PagerRule.pages(text.hasSuffix("\n") ? String(text.dropLast()) : text,
                                                        setting: store.state.preferences.pager ?? .on, screen: screen)
            // Presenters make data text safe field by field; this is the net under them.
            text = TerminalText.output(text)
            if !text.hasSuffix("\n") { text += "\n" }
            if paged, let pager, pager.show(text) { return }
            output.out(text)
        }
    }

    private func printNotices() {
        for line in notices?() ?? [] {
            let safe = TerminalText.safe(line)
            output.err(TerminalText.output(screen().columns.map { TextWidth.wrapLines(safe, to: $0) } ?? safe) + "\n")
        }
    }

    private func print(_ failure: ShellFailure, json extra: [(String, JSON)] = []) {
        if mode.json {
            let json = JSON.object([("command", .string(failure.command)), ("error", .string(failure.message))] + extra)
            output.out(json.serialized() + "\n")
        } else {
            // Messages quote typed words, place names and server text: one line, shown safely.
            let line = mode.style.red("error:") + " " + TerminalText.safe(failure.message)
            output.err(TerminalText.output(screen().columns.map { TextWidth.wrapLines(line, to: $0) } ?? line) + "\n")
        }
    }

    private func fail(command: String, error: any Error, json: [(String, JSON)] = []) {
        // Never a password, whatever the message quotes.
        let message = TeamURLText.withoutPassword((error as? UserError)?.message ?? String(describing: error))
        let failure = ShellFailure(command: command, message: message)
        // Whatever was loading is over (a spinner stops), then it is printed here.
        try? store.send(.loadingFinished)
        print(failure, json: json)
    }

    private static func firstWord(of line: String) -> String {
        String(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first?.prefix(40) ?? "")
    }
}
