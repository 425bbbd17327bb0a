import Foundation

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
        let base = "\(path).damaged-\(StateFile.stamp(date))"
        var aside = base
        var n = 1
        while exists(aside) {
            n += 1
            aside = "\(base)-\(n)"
        }
        return aside
    }
}
