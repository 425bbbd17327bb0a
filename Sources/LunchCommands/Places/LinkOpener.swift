import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Opens a link with the system's opener. A seam: the real one runs `xdg-open`, tests
/// record what would have been opened.
public protocol LinkOpener {
    /// The opener's name when one ran (`xdg-open`), nil when there is none; throws
    /// `LinkOpenerFailed` when the one that ran said it failed (a non-zero exit status).
    func open(_ link: String) throws -> String?
}

/// An opener that ran and ended with a failure status (`BROWSER=false`).
public struct LinkOpenerFailed: Error, Equatable, Sendable {
    public var program: String
    public var status: Int32

    public init(program: String, status: Int32) {
        self.program = program
        self.status = status
    }
}
