import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `view map|list`.
struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "draw the map above every list, or stop",
        usage: "view map|list",
        discussion: """
        Saved with your preferences.
        examples:
          view map
          view list
        """
    )

    @Argument(help: "map or list", transform: ArgumentFailure.recording(ViewMode.init(parsing:)))
    var mode: ViewMode
}

extension ViewCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, ViewMode>? {
        let interactor = ViewInteractor(store: c.store)
        return Feature(interact: { try interactor.set($0.mode) }, present: ViewPresenter().present,
                       complete: { Candidate.matching($0.prefix, in: ViewMode.allCases.map(\.rawValue)) })
    }
}
