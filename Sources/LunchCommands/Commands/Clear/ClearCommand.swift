import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `clear`.
struct ClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "clear the screen (also Ctrl-L)",
        usage: "clear",
        discussion: """
        Clears the terminal's screen, as Ctrl-L does at the prompt; what scrolled off
        stays in the terminal's scrollback. When output is not a terminal (a pipe, a
        file, --json) there is no screen: it prints nothing and succeeds.
        example:
          clear
        """
    )
}

extension ClearCommand: WordlessCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, Void>? {
        let interactor = ClearInteractor(screen: c.display)
        return Feature(interact: { _ in interactor.clear() }, present: ClearPresenter().present)
    }
}
