import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Where the shell writes: results to standard output, messages to standard error
/// (as swift-log and every Unix tool do). A seam: tests collect the text instead.
public protocol OutputSink: AnyObject {
    func out(_ text: String)
    func err(_ text: String)
    /// Output could not be written (said once on `err`): no further command runs and
    /// the process ends with status 1.
    var lost: Bool { get }
}
