import ArgumentParser

/// A command's declaration and feature with their types erased, as the registry keeps them.
public struct RegisteredCommand {
    public let name: String
    public let aliases: [String]
    public let abstract: String
    public let usage: String
    public let discussion: String
    private let execute: ([String]) throws -> CommandResponse
    private let completer: (CompletionRequest) -> [Candidate]

    /// Nil when the context lacks what the command needs.
    init?<Command: ShellCommand>(_ type: Command.Type, context: CommandContext) {
        guard let feature = Command.feature(context) else { return nil }
        let config = Command.configuration
        let name = config.commandName ?? Command._commandName
        let usage = config.usage ?? Command.usageString()
        self.name = name
        self.aliases = config.aliases
        self.abstract = config.abstract
        self.usage = usage
        self.discussion = config.discussion
        self.completer = feature.complete
        self.execute = { typed in
            let words = Command.seesQuotedWords ? typed : typed.map(FilterWord.unmarked)
            // Checked before swift-argument-parser, whose array arguments take quadratic time.
            guard words.count <= Messages.maximumWords else { throw UserError(Messages.tooManyWords(words.count)) }
            let arguments: Command
            do {
                arguments = try Command.parse(words)
            } catch {
                // A typed argument's own message (`map 0`, `view bogus`), as it threw it.
                if let own = Self.userError(in: error) { throw own }
                if Command.exitCode(for: error) == .success {
                    return CommandResponse(text: RegisteredCommand.helpText(name: name, abstract: config.abstract,
                                                                            usage: usage, discussion: config.discussion))
                }
                var first = Command.message(for: error)
                    .split(separator: "\n").first.map(String.init) ?? "invalid arguments"
                // `history -1`: the parser takes a negative number for an option (and
                // then, for `view -1`, misses the argument).
                let negative = words.first(where: { $0.count > 1 && $0.hasPrefix("-") && $0.dropFirst().first?.isNumber == true })
                if let word = words.first, !RegisteredCommand.takesArguments(Command.self) {
                    first = Messages.takesNoArguments(name, extra: word)
                } else if first.contains("nknown option '-") || first.contains("issing expected argument"), let negative {
                    first = Messages.negativeNumber(negative, command: name)
                }
                throw UserError(Messages.badArguments(first, usage: usage))
            }
            return try feature.run(arguments)
        }
    }

    /// Whether a command takes any word that is not an option: `favs`, `quit` and
    /// `where` do not, so `favs -1` is an extra word, not a negative number.
    static func takesArguments(_ type: any ParsableCommand.Type) -> Bool {
        do {
            _ = try type.parse(["1"])
            return true
        } catch {
            return !type.message(for: error).contains("nexpected argument")
        }
    }

    public func run(_ words: [String]) throws -> CommandResponse {
        try execute(words)
    }

    public func complete(_ request: CompletionRequest) -> [Candidate] {
        completer(request)
    }

    /// The `UserError` a typed argument's transform threw, found inside the error
    /// swift-argument-parser wraps it in (its wrapper types are not public).
    static func userError(in error: Any, depth: Int = 0) -> UserError? {
        if let found = error as? UserError { return found }
        guard depth < 6 else { return nil }
        for child in Mirror(reflecting: error).children {
            if let found = userError(in: child.value, depth: depth + 1) { return found }
        }
        return nil
    }

    /// `help CMD`: what it does, how to call it, examples.
    public var helpText: String {
        Self.helpText(name: name, abstract: abstract, usage: usage, discussion: discussion)
    }

    static func helpText(name: String, abstract: String, usage: String, discussion: String) -> String {
        var text = "\(name) — \(abstract)\nusage: \(usage)"
        if !discussion.isEmpty { text += "\n\n" + discussion }
        return text
    }
}
