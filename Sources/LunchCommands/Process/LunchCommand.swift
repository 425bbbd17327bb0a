import ArgumentParser
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync

/// The process's own options. Shell commands follow them (`lunch near 800`). The
/// composition root reads its arguments through `start(_:)`.
public struct LunchCommand: ParsableCommand {
    public static let version = "0.1.0"
    /// What `lunch --version` prints.
    public static let versionText = "lunch \(version)\nSample data © OpenStreetMap contributors, ODbL."

    /// The shell commands, as subcommands: `--generate-completion-script` completes
    /// `lunch ne<Tab>` from the same declarations the shell uses.
    public static var configuration: CommandConfiguration { CommandConfiguration(
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
        version: versionText,
        subcommands: CommandTable.commands
    ) }

    @OptionGroup var options: ProcessOptions

    @Argument(help: ArgumentHelp("A shell command and its arguments.", valueName: "command"))
    var command: [String] = []

    public init() {}

    /// Options stop at the first word that is not one (or after `--`): everything from
    /// there on is the shell command, even words that start with a dash (`at -33.9 151.2`).
    /// `plainFirst` false: every form through ArgumentParser (what the plain reading must
    /// agree with; the `args` fuzz harness compares the two).
    static func parseSplittingCommand(_ arguments: [String], plainFirst: Bool = true) throws -> StartOptions {
        let valued: Set<String> = ["-c", "--data", "--state-dir", "--now", "--events", "--log-level"]
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" { break }
            guard word.hasPrefix("-"), word != "-" else { break }
            index += valued.contains(word) ? 2 : 1
        }
        index = min(index, arguments.count)
        let head = Array(arguments[..<index])
        // ArgumentParser takes `--json=` and `--json=false` as `--json`: a flag given a value is a mistake.
        for word in head {
            for flag in ["--json", "--no-color"] where word.hasPrefix(flag + "=") {
                throw ValidationError(Messages.flagTakesNoValue(word, flag: flag))
            }
        }
        // The options alone parse without the tree of subcommands; anything else (help,
        // --version, a mistake) is parsed again as the whole command, for its own message.
        var parsed: StartOptions
        if plainFirst, let plain = StartOptions.parsePlain(head) {
            parsed = plain
        } else if let options = try? ProcessOptions.parse(head) {
            parsed = options.startOptions
        } else {
            parsed = try parse(head).options.startOptions
        }
        var rest = Array(arguments[index...])
        if rest.first == "--" { rest.removeFirst() }
        parsed.command = rest
        return parsed
    }
}
