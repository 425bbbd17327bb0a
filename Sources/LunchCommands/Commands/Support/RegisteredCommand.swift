import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

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
        // Every declaration names itself (a test checks): the type's name is only a fallback.
        let name = config.commandName ?? String(describing: Command.self).lowercased()
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
            _ = ArgumentFailure.take()
            do {
                arguments = try Command.parse(words)
            } catch {
                // A typed argument's own message (`map 0`, `view bogus`), as it threw it.
                if let own = ArgumentFailure.take() { throw own }
                if Command.exitCode(for: error) == .success {
                    // Only `-h`/`--help` ask for help: `sync -fresh` is short flags to the parser
                    // (`-f -r -e -s -h`), to a person a misspelt option.
                    if let word = words.first(where: { $0.count > 1 && $0.hasPrefix("-") && !Self.helpWords.contains($0) }) {
                        throw UserError(Messages.badArguments(Messages.unknownOption(word), usage: usage))
                    }
                    let text = RegisteredCommand.helpText(name: name, abstract: config.abstract, usage: usage,
                                                          discussion: config.discussion)
                    return CommandResponse(text: text, json: [("help", .string(text))])
                }
                var first = Command.message(for: error)
                    .split(separator: "\n").first.map(String.init) ?? "invalid arguments"
                if let word = words.first, !Command.takesWords, !Self.isOption(word, of: Command.self) {
                    first = Messages.takesNoArguments(name, extra: word)
                } else if let negative = Self.refusedNegative(Command.self, words) {
                    first = Messages.negativeNumber(negative, command: name)
                }
                throw UserError(Messages.badArguments(first, usage: usage))
            }
            return try feature.run(arguments)
        }
    }

    /// Whether `word` is one of the command's own options (`visits --remove`): then the
    /// parser's line says what is wrong with it (a missing value), not "is extra".
    static func isOption<Command: ParsableCommand>(_ word: String, of type: Command.Type) -> Bool {
        guard word.hasPrefix("--"), !helpWords.contains(word) else { return false }
        defer { _ = ArgumentFailure.take() }
        return (try? Command.parse([word])) != nil || (try? Command.parse([word, "1"])) != nil
    }

    /// The words that ask a command for its help.
    static let helpWords: Set<String> = ["-h", "--help", "-help"]

    /// `history -1`: the parser takes a negative number for an option (and then, for
    /// `view -1`, misses the argument). The negative word, when the same words with it
    /// made positive parse, or reach a typed argument's own check: then its sign was what
    /// the parser refused.
    static func refusedNegative<Command: ParsableCommand>(_ type: Command.Type, _ words: [String]) -> String? {
        guard let i = words.firstIndex(where: { $0.count > 1 && $0.hasPrefix("-") && $0.dropFirst().first?.isNumber == true }) else {
            return nil
        }
        var positive = words
        positive[i].removeFirst()
        do {
            _ = try Command.parse(positive)
            return words[i]
        } catch {
            return ArgumentFailure.take() != nil ? words[i] : nil
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
