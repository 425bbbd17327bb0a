import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The shell's commands, built from `CommandTable` with one context, in `help` order.
public final class CommandRegistry {
    public private(set) var commands: [RegisteredCommand] = []
    /// Whether answers are printed as `--json` (the dispatcher says): a list's every row
    /// is made for it, while a table prints only its first page.
    public var printsJSON = true

    public init(_ context: CommandContext) {
        var context = context
        context.commands = { [weak self] in self?.commands ?? [] }
        context.printsJSON = { [weak self] in self?.printsJSON ?? true }
        commands = CommandTable.commands.compactMap { RegisteredCommand($0, context: context) }
    }

    /// The command called `name` (or with that alias), case-insensitively.
    public func command(named name: String) -> RegisteredCommand? {
        let key = name.lowercased()
        return commands.first { $0.name == key || $0.aliases.contains(key) }
    }

    /// Every name and alias, sorted.
    public var allNames: [String] {
        commands.flatMap { [$0.name] + $0.aliases }.sorted()
    }
}
