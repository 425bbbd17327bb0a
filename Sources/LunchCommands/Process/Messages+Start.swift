import LunchText

extension Messages {
    // The process's arguments
    public static let completionShellNeeded = "--generate-completion-script takes bash, zsh or fish"
    public static let commandsTwoWays = "give commands with -c or after the options, not both (see 'lunch --help')"
    public static let badOptions = "bad options"
    public static func seeLunchHelp(_ problem: String) -> String { "\(problem) (see 'lunch --help')" }
}
