import Foundation
import LunchStorage
import LunchCatalog
import LunchText

extension TeamSession {
    /// One exchange for a command: the live poll is asked to stop first (it gives way at
    /// once), then waits at most `timeout`; Ctrl-C cancels. Nil when it did not happen.
    /// `sendOnly`: send what waits without reading the team (`settle()` reads it later).
    func sendNow(reading: Bool = false, own: UUID? = nil, force: Bool = false, sendOnly: Bool = false) -> TeamReply? {
        lock.withLock { pollCancel = true }
        exchangeLock.lock()
        lock.withLock { pollCancel = false }
        defer { exchangeLock.unlock() }
        return exchange(reading: reading, own: own, force: force, sendOnly: sendOnly, cancelled: cancelled)
    }

    /// Called after a command answered (its output printed): reads the team when the
    /// command's change was sent without reading it, so the next command, the lists and
    /// `team.json` have it; then writes `team.json` when the snapshot changed. A failure
    /// here is a notice like any other (the change itself is stored).
    public func settle() {
        guard current != nil else { return }
        markPendingSent()
        if lock.withLock({ owesRead }) { _ = sendNow() }
        saveCache()
    }

    /// Marks in the outbox what an earlier exchange stored or refused (see `pendingSent`).
    func markPendingSent() {
        let ids = lock.withLock { () -> [UUID] in
            defer { pendingSent.removeAll() }
            return pendingSent
        }
        guard !ids.isEmpty else { return }
        do {
            try outbox.markSent(ids)
        } catch {
            notice((error as? UserError)?.message ?? "\(error)")
        }
    }

    /// Writes `team.json` when the snapshot kept in memory changed since it was written.
    func saveCache() {
        lock.withLock {
            guard cacheUnsaved else { return }
            do {
                try file.save(settings)
                cacheUnsaved = false
                savedFetched = settings.cache?.snapshot.fetched
            } catch {
                notices.append(Messages.teamFileNotSaved((error as? UserError)?.message ?? "\(error)"))
                cacheUnsaved = false  // said once; the next change tries again
            }
        }
    }

    /// One background exchange (the live poll): only when no command is exchanging; it
    /// never waits for one.
    public func poll() {
        guard current != nil, exchangeLock.try() else { return }
        defer { exchangeLock.unlock() }
        _ = exchange(reading: false, background: true,
                     cancelled: { [weak self] in self?.lock.withLock { self?.pollCancel ?? true } ?? true })
        saveCache()
    }

    /// Polls every `interval` seconds on a thread of its own, and asks for news from now on.
    public func startPolling(every interval: TimeInterval = 2) {
        lock.withLock { wantsNews = true }
        let thread = Thread { [weak self] in
            while self != nil {
                Thread.sleep(forTimeInterval: interval)
                self?.poll()
            }
        }
        thread.name = "lunch.team.poll"
        thread.start()
    }

    /// Called holding `exchangeLock`.
    /// `own`: the change the command just made (its refusal is the command's to say).
    /// `background`: the poll, which gives way to a command without a word.
    private func exchange(reading: Bool, own: UUID? = nil, force: Bool = false, background: Bool = false,
                          sendOnly: Bool = false, cancelled: @escaping @Sendable () -> Bool) -> TeamReply? {
        guard let m = current else { return nil }
        markPendingSent()
        var contents: TeamOutbox.Contents
        do {
            contents = try outbox.contents()
        } catch {
            notice((error as? UserError)?.message ?? "\(error)")
            contents = TeamOutbox.Contents()
        }
        // Only the changes made for this team are sent to it.
        let team = m.url.redactedForShow
        contents.waiting.removeAll { !$0.isFor(team) }
        sayDamaged(contents)
        guard let connector else {
            wentOffline(Messages.teamNotBuilt, m, waiting: contents.waiting.count, reading: reading)
            return nil
        }
        // Within an offline spell a command does not wait on the network again.
        if !force, !background, case let (until, why)? = lock.withLock({ skipUntil.map { ($0, skipReason) } }), Date() < until {
            wentOffline(why, m, waiting: contents.waiting.count, reading: reading)
            return nil
        }
        let (made, cursor, wantsNews) = lock.withLock { (self.connection, cacheFor(m)?.cursor, self.wantsNews && self.newsPrimed) }
        let connection: any TeamConnection
        var stray: (any TeamConnection)?
        defer { stray?.close() }
        if let made {
            connection = made
        } else {
            // Made on the first exchange (exchanges take turns, so only here), outside the lock.
            var url = m.url
            url.password = nil
            let found = TeamLogin.password(for: m.url, environment: environment)
            if let warning = found.warning {
                lock.withLock {
                    if !saidPasswordFile { notices.append(warning) }
                    saidPasswordFile = true
                }
            }
            let fresh = connector(url, found.password)
            connection = fresh
            // Kept unless the member joined another team or left meanwhile (then closed after).
            let kept = lock.withLock { () -> Bool in
                guard membership == m else { return false }
                self.connection = fresh
                return true
            }
            if !kept { stray = fresh }
        }
        let request = TeamExchange(changes: contents.waiting, day: day, member: m.member,
                                   newsAfter: wantsNews ? cursor : nil, reads: !sendOnly)
        let reply: TeamReply
        do {
            reply = try connection.exchange(request, timeout: timeout, cancelled: cancelled)
        } catch {
            if error == .cancelled {
                if !background { notice(Messages.teamCancelled(waiting: contents.waiting.count)) }
            } else {
                let why = reason(error)
                switch error {
                case .timedOut, .unreachable:
                    lock.withLock {
                        skipUntil = Date().addingTimeInterval(Self.offlineSpell)
                        skipReason = why
                    }
                case .server:
                    // The server answered with an error (a dropped table…): not "offline".
                    lock.withLock {
                        if !offline { notices.append(Messages.teamServerError(why, waiting: contents.waiting.count)) }
                        offline = true
                    }
                    return nil
                default: break
                }
                wentOffline(why, m, waiting: contents.waiting.count, reading: reading)
            }
            return nil
        }
        take(reply, for: m, sent: contents.waiting, own: own, wantsNews: request.newsAfter != nil)
        return reply
    }

    private func take(_ reply: TeamReply, for m: Membership, sent: [TeamChange], own: UUID?, wantsNews: Bool) {
        let done = reply.stored + reply.refused.map(\.change)
        if reply.read {
            do {
                try outbox.markSent(done)
            } catch {
                notice((error as? UserError)?.message ?? "\(error)")
            }
        } else {
            // A command's answer does not wait for the outbox's marker (see `pendingSent`).
            lock.withLock { pendingSent += done }
        }
        let ours = Set(sent.map(\.id))
        let storedNow = reply.stored.filter { ours.contains($0) }.count
        let team = m.url.redactedForShow
        let sayReadOnly = reply.readOnly && !lock.withLock { saidReadOnly }
        if sayReadOnly { markPendingSent() }
        let waiting = sayReadOnly ? (try? outbox.contents().waiting.filter { $0.isFor(team) }.count) ?? 0 : 0
        var redactedURL = m.url
        redactedURL.password = nil
        lock.withLock {
            // One line per reason: the command's own refusal is its to say, and the changes
            // before it refused for the same reason (its member's join) say nothing more.
            var said = Set(reply.refused.filter { $0.change == own }.map(\.reason))
            for refusal in reply.refused where ours.contains(refusal.change) && said.insert(refusal.reason).inserted {
                notices.append(Messages.teamRefused(refusal.reason))
            }
            skipUntil = nil
            if offline {
                offline = false
                notices.append(Messages.teamBackOnline(sent: storedNow))
            }
            if sayReadOnly, !saidReadOnly {
                saidReadOnly = true
                notices.append(Messages.teamReadOnly(version: reply.snapshot.schemaVersion, waiting: waiting))
            }
            let stored = Set(reply.stored)
            storedJoins.formUnion(sent.filter { $0.kind == .join && stored.contains($0.id) }.map(\.member))
            guard reply.read else {
                // Sent, not read: what was stored is laid over the snapshot kept in memory until
                // `settle()` reads the team (and written as it is if that read fails).
                guard !stored.isEmpty else { return }
                owesRead = true
                if membership == m, var cache = cacheFor(m) {
                    cache.snapshot = cache.snapshot.overlaid(sent.filter { stored.contains($0.id) }, day: reply.snapshot.day)
                    settings.cache = cache
                    cacheUnsaved = true
                }
                return
            }
            owesRead = false
            if wantsNews { news += reply.news.filter { $0.member != m.member } }
            if self.wantsNews { newsPrimed = true }
            guard membership == m else { return }  // left or joined another team meanwhile
            // Aged by this shell's clock (`--now` included), as every age it shows.
            var snapshot = reply.snapshot
            snapshot.fetched = clock.now()
            let cache = TeamSettings.Cache(url: redactedURL.redacted, member: m.member, cursor: reply.newsCursor,
                                           snapshot: snapshot)
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

    /// Damaged outbox lines were set aside: said each time it happens.
    func sayDamaged(_ found: TeamOutbox.Contents?) {
        guard let found, found.damaged > 0, let aside = found.setAside else { return }
        notice(Messages.teamOutboxDamaged(found.damaged, path: outbox.path, aside: aside, tornOnly: found.tornOnly))
    }

    private func wentOffline(_ reason: String, _ m: Membership, waiting: Int, reading: Bool) {
        lock.withLock {
            guard !offline else { return }
            offline = true
            let age = reading ? cacheFor(m).map { Messages.ago(clock.now().timeIntervalSince($0.snapshot.fetched)) } : nil
            notices.append(Messages.teamOffline(reason, waiting: waiting, age: age))
        }
    }

    /// The failure in a few words, never a password.
    func reason(_ failure: TeamFailure) -> String {
        let text: String
        switch failure {
        case .unreachable(let why), .authentication(let why), .server(let why): text = why
        case .timedOut: text = Messages.teamTimedOut(timeout)
        case .cancelled: text = "cancelled"
        }
        return TeamURLText.withoutPassword(String(text.prefix(300)))
    }
}
