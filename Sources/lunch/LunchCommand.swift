import ArgumentParser
import LunchKit

/// The process's own options. Shell commands follow them (`lunch near 800`).
struct LunchCommand: ParsableCommand {
    static let version = "0.1.0"

    /// The shell commands, as subcommands: `--generate-completion-script` completes
    /// `lunch ne<Tab>` from the same declarations the shell uses.
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "lunch",
        abstract: "A terminal shell for deciding where to eat.",
        usage: """
        lunch [OPTIONS]                  interactive shell
          lunch [OPTIONS] -c 'CMD; CMD'    run commands and exit
          lunch [OPTIONS] CMD [ARGS…]      run one command and exit
          lunch [OPTIONS] < script.lunch   run commands from standard input
        """,
        discussion: """
        The subcommands below are the shell's commands: run one with 'lunch CMD ARGS…',
        or type it at the lunch> prompt, where 'help CMD' shows its usage and examples.
        Shell completion: lunch --generate-completion-script bash|zsh|fish.
        Sample data © OpenStreetMap contributors, ODbL.
        """,
        version: "lunch \(version)\nSample data © OpenStreetMap contributors, ODbL.",
        subcommands: CommandTable.commands
    ) }

    @Option(name: .customShort("c"), help: ArgumentHelp("Run these commands (separated by ';') and exit.", valueName: "commands"))
    var commands: String?

    @Option(help: ArgumentHelp("Use this catalog instead of the saved one.", valueName: "file"))
    var data: String?

    @Option(name: .customLong("state-dir"),
            help: ArgumentHelp("Where state and history live (default $XDG_DATA_HOME/lunch or ~/.local/share/lunch; also LUNCH_STATE_DIR).", valueName: "dir"))
    var stateDir: String?

    @Flag(help: "Print one JSON object per command.")
    var json = false

    @Flag(name: .customLong("no-color"), help: "No colour (also NO_COLOR).")
    var noColor = false

    @Option(help: ArgumentHelp("Pretend it is this local time at each place, or this moment with Z or +HH:MM (also LUNCH_NOW).", valueName: "YYYY-MM-DDTHH:MM"))
    var now: String?

    @Option(help: ArgumentHelp("Write typed events as JSON lines to this local file (also LUNCH_EVENTS).", valueName: "file"))
    var events: String?

    @Option(name: .customLong("log-level"), help: ArgumentHelp("Diagnostics on standard error: trace, debug, info, warning, error.", valueName: "level"))
    var logLevel: String?

    @Argument(help: ArgumentHelp("A shell command and its arguments.", valueName: "command"))
    var command: [String] = []

    /// A path option given an empty word (`--state-dir ''`) is a bad option, not the default.
    mutating func validate() throws {
        for (option, value) in [("--state-dir", stateDir), ("--data", data), ("--events", events)] where value?.isEmpty == true {
            throw ValidationError(Messages.emptyPathOption(option))
        }
    }

    /// Options stop at the first word that is not one (or after `--`): everything from
    /// there on is the shell command, even words that start with a dash (`at -33.9 151.2`).
    static func parseSplittingCommand(_ arguments: [String]) throws -> LunchCommand {
        let valued: Set<String> = ["-c", "--data", "--state-dir", "--now", "--events", "--log-level"]
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" { break }
            guard word.hasPrefix("-"), word != "-" else { break }
            index += valued.contains(word) ? 2 : 1
        }
        index = min(index, arguments.count)
        var parsed = try parse(Array(arguments[..<index]))
        var rest = Array(arguments[index...])
        if rest.first == "--" { rest.removeFirst() }
        parsed.command = rest
        return parsed
    }
}
