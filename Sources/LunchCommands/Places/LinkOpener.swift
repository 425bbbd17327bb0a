import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Opens a link with the system's opener. A seam: the real one runs `xdg-open`, tests
/// record what would have been opened.
public protocol LinkOpener {
    /// The opener's name when one ran (`xdg-open`), nil when there is none.
    func open(_ link: String) -> String?
}
