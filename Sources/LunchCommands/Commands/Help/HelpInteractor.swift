import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Looks up the commands `help` describes.
public struct HelpInteractor {
    public enum Result {
        case all([RegisteredCommand])
        case one(RegisteredCommand)
    }

    private let commands: () -> [RegisteredCommand]

    public init(commands: @escaping () -> [RegisteredCommand]) {
        self.commands = commands
    }

    public func help(topic: String?) throws -> Result {
        let all = commands()
        guard let topic else { return .all(all) }
        let key = topic.lowercased()
        if let found = all.first(where: { $0.name == key || $0.aliases.contains(key) }) {
            return .one(found)
        }
        let names = all.flatMap { [$0.name] + $0.aliases }
        throw UserError(Messages.unknownHelpTopic(topic, suggestion: Suggestion.closest(to: topic, in: names)))
    }
}
