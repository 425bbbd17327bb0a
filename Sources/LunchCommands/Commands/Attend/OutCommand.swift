import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `out`.
struct OutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "out",
        abstract: "say you are not coming today: your votes are not counted",
        usage: "out",
        discussion: """
        Your votes stay (shown in 'today') but 'decide' does not count them, nor your diet
        needs; 'in' or a new vote brings you back.
        example:
          out
        """
    )
}

extension OutCommand: WordlessCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, AttendInteractor.Result>? {
        let interactor = AttendInteractor(team: c.team)
        return Feature(interact: { _ in try interactor.attend(coming: false) }, present: AttendPresenter().present)
    }
}
