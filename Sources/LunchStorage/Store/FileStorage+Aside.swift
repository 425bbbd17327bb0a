import Foundation
import LunchText

extension FileStorage {
    /// Moves a damaged file aside as `PATH.damaged-<UTC time>` (`-2`, `-3`… when that name
    /// is taken), never overwriting or deleting anything, and returns the new path. The one
    /// way `state.json` and `catalog.lunchcat` are kept when they cannot be trusted.
    public func moveAside(_ path: String, at date: Date) throws -> String {
        let aside = asideName(path, at: date)
        try move(path, to: aside)
        return aside
    }

    /// Keeps a copy of `data` (a file some of whose records were left out) aside under a
    /// name no earlier copy has; returns the path.
    public func copyAside(_ data: Data, of path: String, at date: Date) throws -> String {
        let aside = asideName(path, at: date)
        try writeAtomically(data, to: aside)
        return aside
    }

    /// `PATH.damaged-<UTC time>`, or with `-2`, `-3`… when that name is taken.
    private func asideName(_ path: String, at date: Date) -> String {
        let base = "\(path).damaged-\(AsideStamp.text(date))"
        var aside = base
        var n = 1
        while exists(aside) {
            n += 1
            aside = "\(base)-\(n)"
        }
        return aside
    }
}

/// A moment as a file name's part: `20261120T103000Z` (UTC).
package enum AsideStamp {
    package static func text(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return f.string(from: date)
    }
}
