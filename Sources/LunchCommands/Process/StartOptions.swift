/// What a start takes from its options, as a plain value: the plain forms are read without
/// ArgumentParser (`parsePlain`), the rest through `ProcessOptions` (see
/// `LunchCommand.parseSplittingCommand`).
public struct StartOptions: Sendable, Equatable {
    /// The `-c` values in order (nil without `-c`).
    public var commands: [String]?
    public var data: String?
    public var stateDir: String?
    public var json = false
    public var noColor = false
    public var now: String?
    public var events: String?
    public var logLevel: String?
    /// The shell command and its arguments (`lunch near 800`).
    public var command: [String] = []

    /// The plain forms (`--data FILE`, `--json`; each option once but `-c`, values that do not
    /// start with a dash, path values not empty) read without ArgumentParser, whose types
    /// alone (even `ProcessOptions()`) cost a start generic metadata and conformance
    /// lookups. Nil for anything else: `ProcessOptions.parse` then reads it, with its own
    /// messages.
    static func parsePlain(_ words: [String]) -> StartOptions? {
        let flags: [String: WritableKeyPath<StartOptions, Bool>] = ["--json": \.json, "--no-color": \.noColor]
        let valued: [String: WritableKeyPath<StartOptions, String?>] = [
            "--data": \.data, "--state-dir": \.stateDir, "--now": \.now, "--events": \.events, "--log-level": \.logLevel,
        ]
        var options = StartOptions()
        var commands: [String] = []
        var seen = Set<String>()
        var i = 0
        while i < words.count {
            let word = words[i]
            if let flag = flags[word] {
                guard seen.insert(word).inserted else { return nil }
                options[keyPath: flag] = true
                i += 1
            } else if word == "-c" || valued[word] != nil {
                guard i + 1 < words.count, seen.insert(word).inserted || word == "-c" else { return nil }
                let value = words[i + 1]
                guard !value.hasPrefix("-"), !value.isEmpty || word == "-c" || word == "--now" || word == "--log-level" else { return nil }
                if let field = valued[word] { options[keyPath: field] = value } else { commands.append(value) }
                i += 2
            } else {
                return nil
            }
        }
        options.commands = commands.isEmpty ? nil : commands
        return options
    }
}
