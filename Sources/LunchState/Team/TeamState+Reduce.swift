import Foundation
import LunchStorage
import LunchCatalog
import LunchText

extension TeamState {
    /// Applies one team action. Pure: no I/O (the effects already ran and sent what they found).
    public mutating func reduce(_ action: TeamAction) {
        switch action {
        case .loaded(let membership, let settings, let lines):
            self.membership = membership
            self.settings = settings
            // Server text saved by an older lunch is cut as a reply's is (`TeamTextCaps`).
            if let cached = settings.cache?.snapshot { self.settings.cache?.snapshot = cached.capped() }
            savedFetched = settings.cache?.snapshot.fetched
            notices += lines
        case .said(let line):
            notices.append(line)
        case .passwordFileWarned(let line):
            if !saidPasswordFile { notices.append(line) }
            saidPasswordFile = true
        case .noticesTaken:
            notices.removeAll()
            offlineLine = nil
        case .newsTaken:
            news.removeAll()
        case .newsWanted:
            wantsNews = true
        case .outboxRead(let changes):
            waiting = changes
        case .sentUnmarked(let ids):
            pendingSent += ids
        case .pendingTaken:
            pendingSent.removeAll()
        case .offlineSpell(let until, let reason):
            skipUntil = until
            skipReason = reason
        case .serverFailed(let reason, _):
            // Said once per offline spell, and again when the server answered with an error
            // after it could not be reached, or the other way round (a stopped server's
            // "shutting down" is not left as the last word); `team` shows the latest reason.
            if !offline || !offlineServer { offlineLine = OfflineLine(reason: reason, age: nil, server: true) }
            offline = true
            offlineServer = true
            offlineReason = reason
        case .wentOffline(let reason, let m, _, let readAt):
            offlineReason = reason
            guard !offline || offlineServer else { return }
            offline = true
            offlineServer = false
            let age = readAt.flatMap { now in cache(for: m).map { Messages.ago(now.timeIntervalSince($0.snapshot.fetched)) } }
            offlineLine = OfflineLine(reason: reason, age: age, server: false)
        case .replied(let reply, let m, let sent, let own, let askedNews, let now, let readOnlyWaiting):
            take(reply, for: m, sent: sent, own: own, askedNews: askedNews, now: now, readOnlyWaiting: readOnlyWaiting)
        case .joined(let m, let settings):
            changeMembership(to: m, settings)
        case .left(let settings):
            changeMembership(to: nil, settings)
        case .cacheSaved(let saved):
            // Unsaved still when the poll changed the snapshot while it was written.
            if settings == saved { cacheUnsaved = false }
            savedFetched = saved.cache?.snapshot.fetched
        case .cacheNotSaved(let why):
            notices.append(Messages.teamFileNotSaved(why))
            cacheUnsaved = false  // said once; the next change tries again
        }
    }

    /// Joined (`m`) or left (nil): the new settings, and no offline spell carried over.
    private mutating func changeMembership(to m: TeamMembership?, _ settings: TeamSettings) {
        self.settings = settings
        membership = m
        offline = false
        offlineReason = nil
        skipUntil = nil
    }

    /// A decision the deadline made in this exchange; a deadline held back by the diets (once a day).
    private mutating func say(_ due: TeamDue) {
        if let decided = due.decided, let place = decided.place {
            notices.append(Messages.teamDecidedByDeadline(place.name, votes: decided.votes ?? 0))
        }
        if let held = due.held, let day = due.day, saidHeld.insert(day).inserted {
            notices.append(Messages.teamDeadlineHeld(day, top: held.top?.name, unmet: held.unmet ?? []))
        }
    }

    private mutating func take(_ reply: TeamReply, for m: TeamMembership, sent: [TeamChange], own: UUID?,
                               askedNews: Bool, now: Date, readOnlyWaiting: Int) {
        let ours = Set(sent.map(\.id))
        // One line per reason: the command's own refusal is its to say, and the changes
        // before it refused for the same reason (its member's join) say nothing more.
        // Each names its changes (made offline, or by an earlier command: which ones?).
        let said = Set(reply.refused.filter { $0.change == own }.map(\.reason))
        var reasons: [String] = [], refusedKinds: [String: [TeamChange.Kind]] = [:]
        for refusal in reply.refused where ours.contains(refusal.change) && !said.contains(refusal.reason) {
            if refusedKinds[refusal.reason] == nil { reasons.append(refusal.reason) }
            let kind = sent.first { $0.id == refusal.change }?.kind
            refusedKinds[refusal.reason, default: []].append(contentsOf: kind.map { [$0] } ?? [])
        }
        for reason in reasons {
            let kinds = refusedKinds[reason] ?? []
            notices.append(kinds.isEmpty ? Messages.teamRefused(reason) : Messages.teamRefusedChanges(kinds, reason))
        }
        if let due = reply.due { say(due) }
        skipUntil = nil
        offlineReason = nil
        offlineLine = nil
        if offline {
            offline = false
            notices.append(Messages.teamBackOnline(sent: reply.stored.filter { ours.contains($0) }.count))
        }
        if reply.readOnly, !saidReadOnly {
            saidReadOnly = true
            notices.append(Messages.teamReadOnly(version: reply.snapshot.schemaVersion, waiting: readOnlyWaiting))
        }
        let stored = Set(reply.stored)
        storedJoins.formUnion(sent.filter { $0.kind == .join && stored.contains($0.id) }.map(\.member))
        guard reply.read else {
            // Sent, not read: what was stored is laid over the snapshot kept in memory until
            // `settle()` reads the team (and written as it is if that read fails).
            guard !stored.isEmpty else { return }
            owesRead = true
            storedUnread.formUnion(ours.intersection(stored))
            if membership == m, var cache = cache(for: m) {
                cache.snapshot = cache.snapshot.overlaid(sent.filter { stored.contains($0.id) }, day: reply.snapshot.day)
                settings.cache = cache
                cacheUnsaved = true
            }
            return
        }
        owesRead = false
        if askedNews { news += reply.news.filter { $0.member != m.member }.map { $0.capped() } }
        if wantsNews { newsPrimed = true }
        guard membership == m else { return }  // left or joined another team meanwhile
        // Aged by this shell's clock (`--now` included), as every age it shows.
        // Server text cut when read (`TeamTextCaps`), before anything shows or saves it.
        var snapshot = reply.snapshot.capped()
        snapshot.fetched = now
        // A change of this shell's, made by the deadline and stored after it (by this
        // exchange, or one since the last read), changed the deadline's decision (schema
        // version 10): said here, as teammates get it as news.
        let mine = ours.intersection(stored).union(storedUnread)
        storedUnread = []
        if let decision = snapshot.decision, let corrected = decision.reason?.corrected,
           let change = corrected.change.flatMap(UUID.init(uuidString:)), mine.contains(change) {
            notices.append(Messages.teamDecisionChanged(decision.place.name, not: corrected.from.name,
                                                        cause: corrected.kind, by: nil))
        }
        let cache = TeamSettings.Cache(url: m.redactedURL, member: m.member, cursor: reply.newsCursor, snapshot: snapshot)
        // Written after the command answered (`settle`), and only when the team changed
        // or the saved copy is a minute old.
        var before = settings.cache
        before?.snapshot.fetched = snapshot.fetched
        if before != cache || savedFetched.map({ snapshot.fetched.timeIntervalSince($0) >= Self.resaveAfter }) ?? true {
            cacheUnsaved = true
        }
        settings.cache = cache
    }
}
