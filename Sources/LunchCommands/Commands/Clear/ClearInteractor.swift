import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Clears the screen, when there is one.
public struct ClearInteractor {
    private let screen: any Screen

    public init(screen: any Screen) {
        self.screen = screen
    }

    public func clear() {
        screen.clear()
    }
}
