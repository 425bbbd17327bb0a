import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// A shell command's one declaration: a swift-argument-parser command (name, abstract,
/// usage, examples, arguments — they drive `help`, `help CMD`, argument errors,
/// completion, the manual and `--generate-completion-script`) that also says which
/// `Feature` runs it, built from the shell's parts.
public protocol ShellCommand: ParsableCommand {
    associatedtype Result

    /// The feature, or nil when this shell lacks what the command needs (`import`
    /// without a saved catalog, `sync` without its settings).
    static func feature(_ context: CommandContext) -> Feature<Self, Result>?

    /// True when the command tells quoted words from bare ones (`search "open"` looks for
    /// the word; `rate 4 "+x"` is a note, not a tag) and so keeps `FilterWord.literalMark`
    /// on them; others get the words as typed.
    static var seesQuotedWords: Bool { get }

    /// False for a command that takes no words but options (`favs`, `quit`, `visits
    /// --team`): a word after it is an extra word (`favs -1` is not a negative number).
    static var takesWords: Bool { get }
}

extension ShellCommand {
    public static var seesQuotedWords: Bool { false }
    public static var takesWords: Bool { true }
}

/// A command that takes no words, only options if any (`favs`, `more`, `quit`, `visits
/// --team`): `takesWords` is false.
protocol WordlessCommand: ShellCommand {}

extension WordlessCommand {
    static var takesWords: Bool { false }
}

/// A command whose words are filter words (`near`, `search`, `find`, `pick`): it sees
/// quoted words, so that `search "open"` looks for the word.
protocol FilterWordCommand: ShellCommand {
    var filters: FilterWordArguments { get }
}

extension FilterWordCommand {
    static var seesQuotedWords: Bool { true }
}
