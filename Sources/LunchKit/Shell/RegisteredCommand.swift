import ArgumentParser

/// A command module with its type erased, as the registry keeps it.
public struct RegisteredCommand {
    public let name: String
    public let aliases: [String]
    public let abstract: String
    public let usage: String
    public let discussion: String
    /// The declaration, for the process-level completion scripts.
    public let argumentsType: any ParsableCommand.Type
    private let execute: ([String]) throws -> CommandResponse
    private let completer: (CompletionRequest) -> [Candidate]

    public init<Module: CommandModule>(_ module: Module) {
        let config = Module.Arguments.configuration
        let name = config.commandName ?? Module.Arguments._commandName
        let usage = config.usage ?? Module.Arguments.usageString()
        self.name = name
        self.aliases = config.aliases
        self.abstract = config.abstract
        self.usage = usage
        self.discussion = config.discussion
        self.argumentsType = Module.Arguments.self
        self.completer = module.complete
        self.execute = { words in
            // Checked before swift-argument-parser, whose array arguments take quadratic time.
            guard words.count <= Messages.maximumWords else { throw UserError(Messages.tooManyWords(words.count)) }
            let arguments: Module.Arguments
            do {
                arguments = try Module.Arguments.parse(words)
            } catch {
                if Module.Arguments.exitCode(for: error) == .success {
                    return CommandResponse(text: RegisteredCommand.helpText(name: name, abstract: config.abstract,
                                                                            usage: usage, discussion: config.discussion))
                }
                var first = Module.Arguments.message(for: error)
                    .split(separator: "\n").first.map(String.init) ?? "invalid arguments"
                // `history -1`: the parser takes a negative number for an option (and
                // then, for `view -1`, misses the argument).
                let negative = words.first(where: { $0.count > 1 && $0.hasPrefix("-") && $0.dropFirst().first?.isNumber == true })
                if let word = words.first, !RegisteredCommand.takesArguments(Module.Arguments.self) {
                    first = Messages.takesNoArguments(name, extra: word)
                } else if first.contains("nknown option '-") || first.contains("issing expected argument"), let negative {
                    first = Messages.negativeNumber(negative, command: name)
                }
                throw UserError(Messages.badArguments(first, usage: usage))
            }
            return try module.run(arguments)
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
