/// The shell's commands, in the order `help` lists them.
public final class CommandRegistry {
    public private(set) var commands: [RegisteredCommand] = []

    public init() {}

    public func register<Module: CommandModule>(_ module: Module) {
        commands.append(RegisteredCommand(module))
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
