import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `in`.
struct InCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "in",
        abstract: "say you are coming to today's team lunch (a vote says it too)",
        usage: "in",
        discussion: """
        'decide' counts the votes of those coming and meets their diet needs; 'today'
        lists who is in.
        example:
          in
        """
    )
}

extension InCommand: WordlessCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, AttendInteractor.Result>? {
        let interactor = AttendInteractor(team: c.team)
        return Feature(interact: { _ in try interactor.attend(coming: true) }, present: AttendPresenter().present)
    }
}
