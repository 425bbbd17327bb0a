import Foundation

extension TeamSession {
    /// Joins `url` as `member`: saved in `team.json` (without the password), then a `join`
    /// change is recorded and sent.
    public func join(_ url: TeamURL, as member: String) throws -> (View, Sent) {
        guard connector != nil else { throw UserError(Messages.teamNotBuilt) }
        var redactedURL = url
        redactedURL.password = nil
        let before = lock.withLock { (settings, membership) }
        try lock.withLock {
            var next = settings
            next.joined = TeamSettings.Joined(url: redactedURL.redacted, member: member)
            try file.save(next)
            settings = next
            connection?.close()
            connection = nil
            offline = false
            membership = Membership(url: url, member: member, fromEnvironment: false)
        }
        let (_, sent, view) = try record(.join)
        if case .refused(let reason) = sent {
            // The server said no (the name belongs to another database role): not joined.
            try lock.withLock {
                try file.save(before.0)
                settings = before.0
                connection?.close()
                connection = nil
                membership = before.1
            }
            throw UserError(Messages.teamRefused(reason))
        }
        return (view, sent)
    }

    /// Leaves the team: `team.json` forgets it; changes still waiting stay in the outbox.
    /// False when not in a team.
    public func leave() throws -> Bool {
        try lock.withLock {
            guard membership != nil else { return false }
            var next = settings
            next.joined = nil
            next.cache = nil
            try file.save(next)
            settings = next
            connection?.close()
            connection = nil
            membership = nil
            offline = false
            return true
        }
    }
}
