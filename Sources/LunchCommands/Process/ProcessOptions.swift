import ArgumentParser
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync

/// The process's options, apart from the shell commands: `LunchCommand` holds them as an
/// option group (for help, completion scripts and messages). A start reads the plain forms
/// without ArgumentParser (`StartOptions.parsePlain`) and parses the rest with these alone
/// first, which skips building ArgumentParser's tree of every shell command as a
/// subcommand (dynamic casts and conformance lookups: most of the time a start spent parsing).
struct ProcessOptions: ParsableArguments {
    @Option(name: .customShort("c"), help: ArgumentHelp("Run these commands (separated by ';' or new lines) and exit; -c again runs more, in order.", valueName: "commands"))
    var commands: [String] = []

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

    /// A path option given an empty word (`--state-dir ''`) is a bad option, not the default.
    mutating func validate() throws {
        for (option, value) in [("--state-dir", stateDir), ("--data", data), ("--events", events)] where value?.isEmpty == true {
            throw ValidationError(Messages.emptyPathOption(option))
        }
    }
}

extension ProcessOptions {
    /// The options as a start takes them.
    var startOptions: StartOptions {
        StartOptions(commands: commands.isEmpty ? nil : commands, data: data, stateDir: stateDir, json: json, noColor: noColor,
                     now: now, events: events, logLevel: logLevel)
    }
}
