import Foundation

extension FileStorage {
    /// Moves a damaged file aside as `PATH.damaged-<UTC time>` (`-2`, `-3`… when that name
    /// is taken), never overwriting or deleting anything, and returns the new path. The one
    /// way `state.json` and `catalog.lunchcat` are kept when they cannot be trusted.
    public func moveAside(_ path: String, at date: Date) throws -> String {
        let base = "\(path).damaged-\(StateFile.stamp(date))"
        var aside = base
        var n = 1
        while exists(aside) {
            n += 1
            aside = "\(base)-\(n)"
        }
        try move(path, to: aside)
        return aside
    }
}
