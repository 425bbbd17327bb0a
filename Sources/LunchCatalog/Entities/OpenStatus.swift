import Foundation
import LunchStorage
import LunchText

/// Whether a place is open at a moment, as far as its opening hours tell.
public enum OpenStatus: Sendable, Equatable {
    /// Open; `closes` is when the current span ends (nil: open-ended or 24/7).
    case open(closes: Date?)
    /// Closed; `opens` is when it next opens (nil: not within a week).
    case closed(opens: Date?)
    /// No hours, or hours this evaluator cannot read (never a guess).
    case unknown
    /// Not known, and the hours say why: a rule whose only modifier is a comment
    /// (`Tu-Sa 11:30-14:00 "reservations only"`), shown as `? reservations only`.
    case unknownWithComment(String)

    public var isOpen: Bool {
        if case .open = self { return true }
        return false
    }

    /// `"open"`, `"closed"` or `"unknown"` (the `--json` value).
    public var key: String {
        switch self {
        case .open: return "open"
        case .closed: return "closed"
        case .unknown, .unknownWithComment: return "unknown"
        }
    }
}

extension OpenStatus {
    /// Whether the place is open now and stays open `minutes` from `now` (an open end or
    /// no closing time within the week counts as staying open, as `open` alone reads it).
    public func staysOpen(minutes: Int, from now: Date) -> Bool {
        guard case .open(let closes) = self else { return false }
        guard let closes else { return true }
        return closes >= now.addingTimeInterval(Double(minutes) * 60)
    }
}
