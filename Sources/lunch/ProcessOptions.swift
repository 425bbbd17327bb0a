import ArgumentParser
import LunchKit

/// The process's options, apart from the shell commands: `LunchCommand` holds them as an
/// option group, and a start parses them alone first, which skips building
/// ArgumentParser's tree of every shell command as a subcommand (dynamic casts and
/// conformance lookups: most of the time a start spent parsing).
struct ProcessOptions: ParsableArguments {
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

    /// A path option given an empty word (`--state-dir ''`) is a bad option, not the default.
    mutating func validate() throws {
        for (option, value) in [("--state-dir", stateDir), ("--data", data), ("--events", events)] where value?.isEmpty == true {
            throw ValidationError(Messages.emptyPathOption(option))
        }
    }

    /// The plain forms (`--data FILE`, `--json`; each option once, values that do not
    /// start with a dash, path values not empty) read without ArgumentParser, which spends
    /// several milliseconds of a start on generic metadata and conformance lookups. Nil for
    /// anything else: `parse` then reads it, with its own messages.
    static func parsePlain(_ words: [String]) -> ProcessOptions? {
        var values: [String: String] = [:]
        var flags = Set<String>()
        var i = 0
        while i < words.count {
            let word = words[i]
            if word == "--json" || word == "--no-color" {
                guard flags.insert(word).inserted else { return nil }
                i += 1
            } else if ["-c", "--data", "--state-dir", "--now", "--events", "--log-level"].contains(word) {
                guard i + 1 < words.count, values[word] == nil else { return nil }
                let value = words[i + 1]
                guard !value.hasPrefix("-"), !value.isEmpty || word == "-c" || word == "--now" || word == "--log-level" else { return nil }
                values[word] = value
                i += 2
            } else {
                return nil
            }
        }
        var options = ProcessOptions()
        options.commands = values["-c"]
        options.data = values["--data"]
        options.stateDir = values["--state-dir"]
        options.now = values["--now"]
        options.events = values["--events"]
        options.logLevel = values["--log-level"]
        options.json = flags.contains("--json")
        options.noColor = flags.contains("--no-color")
        return options
    }
}
