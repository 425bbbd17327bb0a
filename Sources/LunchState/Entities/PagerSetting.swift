import LunchText

/// `pager on|off|always` (psql's `\pset pager`): whether output taller than the screen
/// goes through the pager (`on`, the default), never does (`off`), or all output of the
/// interactive shell does (`always`).
public enum PagerSetting: String, CaseIterable, Sendable, Hashable, Codable {
    case on, off, always
}
