import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The short spin before a pick is shown. A seam: on a terminal the real one draws it
/// (and any key skips it); elsewhere nothing is drawn.
public protocol PickAnimation {
    /// Shows `names` flicking by, ending on `final`; at most `PickSpin.standard.limit` (1.2 s).
    func play(names: [String], final: String)
}

/// No animation: output that is not a terminal, and tests.
public struct NoPickAnimation: PickAnimation {
    public init() {}

    public func play(names: [String], final: String) {}
}
