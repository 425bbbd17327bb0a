import Foundation
import Synchronization
import LunchStorage
import LunchCatalog
import LunchText

extension TeamSession {
    /// Joins `url` as `member`: a first exchange sends the `join` change alone (within the
    /// timeout, Ctrl-C cancels); only when the server stored it is the team saved in
    /// `team.json` (without the password). Otherwise one line (`team join: REASON; not
    /// joined`) and nothing is saved or queued. Changes waiting for this team go with the
    /// join; while changes wait for another team, joining this one is refused (changes are
    /// only ever sent to the team they were made for).
    public func join(_ url: TeamURL, as member: String) throws -> (View, Sent) {
        guard let connector else { throw UserError(Messages.teamNotBuilt) }
        var redactedURL = url
        redactedURL.password = nil
        let waiting = try outbox.contents().waiting
        let others = waiting.filter { !$0.isFor(redactedURL.redacted) }
        if let other = others.first?.team {
            throw UserError(Messages.teamJoinOthersWait(others.count, team: TerminalText.safe(other)))
        }
        let mine = waiting  // all for this team
        let m = Membership(url: url, member: member, fromEnvironment: false)
        let time = Date(timeIntervalSince1970: clock.now().timeIntervalSince1970.rounded(.down))
        let change = TeamChange(member: member, time: time, kind: .join)
        takeTurn()
        defer { exchangeLock.unlock() }
        let found = TeamLogin.password(for: url, environment: environment)
        if let warning = found.warning { send(.passwordFileWarned(warning)) }
        let fresh = connector(redactedURL, found.password)
        let reply: TeamReply
        do {
            reply = try fresh.exchange(TeamExchange(changes: [change] + mine, day: day, member: member, newsAfter: nil),
                                       timeout: timeout, cancelled: cancelled)
        } catch {
            fresh.close()
            throw UserError(Messages.teamJoinFailed(reason(error)))
        }
        if let refusal = reply.refused.first(where: { $0.change == change.id }) {
            fresh.close()
            throw UserError(Messages.teamJoinFailed(TeamURLText.withoutPassword(refusal.reason)))
        }
        guard reply.stored.contains(change.id) else {
            fresh.close()
            throw UserError(Messages.teamJoinFailed(reply.readOnly ? Messages.teamReadOnlyShort : Messages.teamJoinNotStored))
        }
        let sent = Set(mine.map(\.id))
        let done = (reply.stored + reply.refused.map(\.change)).filter { sent.contains($0) }
        do {
            try outbox.markSent(done)
        } catch {
            notice((error as? UserError)?.message ?? "\(error)")
        }
        for refusal in reply.refused where sent.contains(refusal.change) { notice(Messages.teamRefused(refusal.reason)) }
        var snapshot = reply.snapshot
        snapshot.fetched = clock.now()
        try fileLock.withLock {
            var next = team.settings
            next.joined = TeamSettings.Joined(url: redactedURL.redacted, member: member)
            next.cache = TeamSettings.Cache(url: redactedURL.redacted, member: member, cursor: reply.newsCursor,
                                            snapshot: snapshot)
            do {
                try file.save(next)
            } catch {
                fresh.close()
                throw error
            }
            resources.withLock {
                $0.connection?.close()
                $0.connection = fresh
            }
            send(.joined(m, settings: next))
        }
        return (view(m, reply: reply), .stored)
    }

    /// Closes the connection to the server (the end of the process); a later exchange
    /// connects again.
    public func close() {
        resources.withLock {
            $0.connection?.close()
            $0.connection = nil
        }
    }

    /// Drops every change waiting in the outbox, for any team (`team leave --discard`);
    /// returns how many.
    public func discardWaiting() throws -> Int {
        let waiting = try outbox.contents().waiting
        try outbox.markSent(waiting.map(\.id))
        return waiting.count
    }

    /// Leaves the team: `team.json` forgets it; changes still waiting stay in the outbox.
    /// False when not in a team.
    public func leave() throws -> Bool {
        if current != nil { handOverChat() }
        return try fileLock.withLock {
            let team = self.team
            guard team.membership != nil else { return false }
            var next = team.settings
            next.joined = nil
            next.cache = nil
            try file.save(next)
            send(.left(settings: next))
            // The chat was the team's: what waits for it is not posted for another.
            chat.withLock { held in held = ChatQueue(poster: held.poster) }
            close()
            return true
        }
    }

    /// Before leaving: what this shell holds for the team's chat is posted now and its
    /// claim confirmed, or, when the post fails, the claim given back, so another shell
    /// posts it (`team leave` dropped them: a message whose post had failed and whose
    /// give-back still waited was posted by nobody). One exchange (two when it claims
    /// more), sending nothing of the outbox. Offline, the claims lapse after their lease
    /// (schema version 6) and the next shell online posts them.
    func handOverChat() {
        let holds = chat.withLock { !$0.pending.isEmpty || !$0.releasing.isEmpty || !$0.confirming.isEmpty }
        guard holds else { return }
        tellChatAndRelease {
            takeTurn()
            defer { exchangeLock.unlock() }
            return exchange(reading: false, force: true, sendOnly: true, chatOnly: true, cancelled: cancelled)
        }
    }
}
