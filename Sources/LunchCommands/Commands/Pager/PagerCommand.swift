import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `pager [on|off|always]` (psql's `\pset pager`).
struct PagerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pager",
        abstract: "page output taller than the screen (on), never (off) or always",
        usage: "pager [on|off|always]",
        discussion: """
        In the interactive shell, output taller than the screen goes through the pager:
        LUNCH_PAGER, else PAGER, else 'less -FRX' (an empty value turns it off). Never
        for -c, scripts, pipes or --json. Saved with your preferences; without a word it
        says which is in force.
        examples:
          pager off
          pager always
          pager
        """
    )

    @Argument(help: "on, off or always", transform: ArgumentFailure.recording(PagerSetting.init(parsing:)))
    var setting: PagerSetting?
}

extension PagerSetting {
    /// Any case (`pager OFF`); throws the message a user sees for another word.
    init(parsing word: String) throws {
        guard let setting = Self(rawValue: word.lowercased()) else { throw UserError(Messages.badPagerSetting(word)) }
        self = setting
    }
}

extension PagerCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, PagerInteractor.Result>? {
        let interactor = PagerInteractor(store: c.store)
        return Feature(interact: { try interactor.set($0.setting) }, present: PagerPresenter().present,
                       complete: { Candidate.matching($0.prefix, in: PagerSetting.allCases.map(\.rawValue)) })
    }
}
