import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// What recording one team change gave `vote`, `veto`, `in`/`out` and `decide`: the team's
/// day it is for, whether the server stored it or it waits in the outbox, and how many
/// changes wait for the team after it.
public struct RecordedChange: Sendable {
    public var day: String
    public var sent: TeamSession.Sent
    /// The changes waiting for the team after this one (the count every line says).
    public var waiting = 0
    /// A `vote` or `veto` that waits, made after the team's deadline (`HH:MM`) as last
    /// read (`TeamSession.deadlinePassed`): the server will refuse it.
    public var late: String?

    /// The command's line (a sentence), saying how many changes wait to be sent when this
    /// one waits, and that it will be refused when it is late.
    func told(_ line: String) -> String {
        guard sent == .waiting, waiting > 0, line.hasSuffix(".") else { return line }
        let waits = String(line.dropLast()) + Messages.teamWillHear(waiting: waiting) + "."
        return late.map { waits + " " + Messages.teamMadeAfterDeadline($0) } ?? waits
    }
}
