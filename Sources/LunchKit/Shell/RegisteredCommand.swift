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
                // `history -1`: the parser takes a negative number for an option.
                if first.contains("nknown option '-"), let word = words.first(where: { $0.count > 1 && $0.hasPrefix("-")
                                                                                  && $0.dropFirst().first?.isNumber == true }) {
                    first = Messages.negativeNumber(word, command: name)
                }
                throw UserError(Messages.badArguments(first, usage: usage))
            }
            return try module.run(arguments)
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
