import Foundation

extension TeamSession {
    /// Joins `url` as `member`: saved in `team.json` (without the password), then a `join`
    /// change is recorded and sent.
    public func join(_ url: TeamURL, as member: String) throws -> (View, Sent) {
        guard connector != nil else { throw UserError(Messages.teamNotBuilt) }
        var redactedURL = url
        redactedURL.password = nil
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
