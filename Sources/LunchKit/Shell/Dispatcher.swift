/// Runs typed lines: splits them into commands, finds each command's module, prints
/// its result (text or JSON), carries out its route through the store, and reports
/// failures through the store so that each is printed exactly once.
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

    public init(registry: CommandRegistry, store: Store, output: OutputSink, mode: OutputMode) {
        self.registry = registry
        self.store = store
        self.output = output
        self.mode = mode
        store.observe { [weak self] old, new in
            guard let self, let failure = new.error, old.error != failure else { return }
            self.print(failure)
            try? self.store.send(.errorShown)
        }
    }

    public func run(line: String) -> Outcome {
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
        let name = words[0]
        guard let command = registry.command(named: name) else {
            let suggestion = Suggestion.closest(to: name, in: registry.allNames)
            fail(command: name, error: UserError(Messages.unknownCommand(name, suggestion: suggestion)))
            return (false, false)
        }
        do {
            let response = try command.run(Array(words.dropFirst()))
            try follow(response.route)
            print(response, command: command.name)
            return (true, response.route == .exit)
        } catch {
            fail(command: command.name, error: error)
            return (false, false)
        }
    }

    private func follow(_ route: Route) throws {
        switch route {
        case .stay, .exit: break
        case .list(let ids): try store.send(.showList(ids))
        case .place(let id): try store.send(.setCurrentPlace(id))
        }
    }

    private func print(_ response: CommandResponse, command: String) {
        if mode.json {
            output.out(JSON.object([("command", .string(command))] + response.json).serialized() + "\n")
        } else if !response.text.isEmpty {
            output.out(response.text.hasSuffix("\n") ? response.text : response.text + "\n")
        }
    }

    private func print(_ failure: ShellFailure) {
        if mode.json {
            let json = JSON.object([("command", .string(failure.command)), ("error", .string(failure.message))])
            output.out(json.serialized() + "\n")
        } else {
            output.err(mode.style.red("error:") + " " + failure.message + "\n")
        }
    }

    private func fail(command: String, error: any Error) {
        let message = (error as? UserError)?.message ?? String(describing: error)
        try? store.send(.failed(ShellFailure(command: command, message: message)))
    }

    private static func firstWord(of line: String) -> String {
        String(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first?.prefix(40) ?? "")
    }
}
