import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Says what was undone.
public struct UndoPresenter {
    public init() {}

    public func present(_ undone: String?) -> CommandResponse {
        CommandResponse(text: undone.map { Messages.undid(TerminalText.safe($0)) } ?? Messages.nothingToUndo,
                        json: [("ok", .bool(true)), ("undone", .string(undone))])
    }
}
