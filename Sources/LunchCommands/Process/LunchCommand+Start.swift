import ArgumentParser
import LunchText

/// What a start does with its arguments, decided before anything is built.
public enum StartDecision: Sendable, Equatable {
    /// Print this on standard output and exit 0: help, the version, a completion script.
    case answer(String)
    /// Start with these options.
    case start(StartOptions)
    /// Stop with this one line (after `lunch: `) and status 2.
    case fail(String)
}

extension LunchCommand {
    /// Reads the process's arguments (without the program's name): the forms that answer at
    /// once (`--generate-completion-script bash|zsh|fish` from the same declarations as the
    /// shell, `--version` alone without building ArgumentParser's tree of every shell
    /// command as a subcommand), help, the options and the shell command after them. A bad
    /// option is one line; nothing here exits or touches a file.
    public static func start(_ arguments: [String]) -> StartDecision {
        start(arguments, plainFirst: true)
    }

    package static func start(_ arguments: [String], plainFirst: Bool) -> StartDecision {
        if let i = arguments.firstIndex(of: "--generate-completion-script") {
            guard i + 1 < arguments.count, let shell = CompletionShell(rawValue: arguments[i + 1]) else {
                return .fail(Messages.completionShellNeeded)
            }
            return .answer(completionScript(for: shell))
        }
        if arguments == ["--version"] { return .answer(versionText + "\n") }
        let options: StartOptions
        do {
            options = try parseSplittingCommand(arguments, plainFirst: plainFirst)
        } catch {
            guard exitCode(for: error) == .success else {
                let first = message(for: error).split(separator: "\n").first.map(String.init) ?? Messages.badOptions
                return .fail(Messages.seeLunchHelp(first))
            }
            return .answer(fullMessage(for: error) + "\n")
        }
        // Commands come from -c or after the options, not both (one would be dropped silently).
        if options.commands != nil && !options.command.isEmpty { return .fail(Messages.commandsTwoWays) }
        return .start(options)
    }
}
