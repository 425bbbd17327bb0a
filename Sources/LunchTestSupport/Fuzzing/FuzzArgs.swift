import Foundation
import LunchText
import LunchCommands

/// The process's arguments (the input's words, separated by NUL bytes) as a start reads
/// them (`LunchCommand.start`): never a crash; a failure is one line; never `-c` and a
/// command after the options both; and the plain reading of the options agrees with
/// ArgumentParser's reading of the same words, whatever they are.
enum FuzzArgs {
    static func run(_ data: Data) {
        let words = data.isEmpty ? [] : data.prefix(4096).split(separator: 0, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        let decision = LunchCommand.start(words)
        switch decision {
        case .start(let options):
            precondition(options.commands == nil || options.command.isEmpty, "-c and a command both: \(words)")
        case .answer(let text):
            precondition(!text.isEmpty, "an empty answer: \(words)")
        case .fail(let line):
            precondition(!line.isEmpty && !line.contains("\n"), "not one line: \(line.debugDescription)")
        }
        // Only a start (or -c with a command after the options) can come from the plain
        // reading; any other failure or answer is ArgumentParser's either way. Read it
        // again with ArgumentParser alone.
        var plainMayHaveRead = decision == .fail(Messages.commandsTwoWays)
        if case .start = decision { plainMayHaveRead = true }
        if plainMayHaveRead {
            let parsed = LunchCommand.start(words, plainFirst: false)
            precondition(parsed == decision, "the plain reading \(decision) is not ArgumentParser's \(parsed): \(words)")
        }
    }
}
