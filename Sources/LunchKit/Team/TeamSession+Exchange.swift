import Foundation

extension TeamSession {
    /// One exchange for a command: the live poll is asked to stop first (it gives way at
    /// once), then waits at most `timeout`; Ctrl-C cancels. Nil when it did not happen.
    func sendNow(reading: Bool = false, own: UUID? = nil, force: Bool = false) -> TeamReply? {
        lock.withLock { pollCancel = true }
        exchangeLock.lock()
        lock.withLock { pollCancel = false }
        defer { exchangeLock.unlock() }
        return exchange(reading: reading, own: own, force: force, cancelled: cancelled)
    }

    /// One background exchange (the live poll): only when no command is exchanging; it
    /// never waits for one.
    public func poll() {
        guard current != nil, exchangeLock.try() else { return }
        defer { exchangeLock.unlock() }
        _ = exchange(reading: false, background: true,
                     cancelled: { [weak self] in self?.lock.withLock { self?.pollCancel ?? true } ?? true })
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
                          cancelled: @escaping @Sendable () -> Bool) -> TeamReply? {
        guard let m = current else { return nil }
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
                                   newsAfter: wantsNews ? cursor : nil)
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
        do {
            try outbox.markSent(done)
        } catch {
            notice((error as? UserError)?.message ?? "\(error)")
        }
        let ours = Set(sent.map(\.id))
        let storedNow = reply.stored.filter { ours.contains($0) }.count
        let waiting = (try? outbox.contents().waiting.filter { $0.isFor(m.url.redactedForShow) }.count) ?? 0
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
            if reply.readOnly, !saidReadOnly {
                saidReadOnly = true
                notices.append(Messages.teamReadOnly(version: reply.snapshot.schemaVersion, waiting: waiting))
            }
            if wantsNews { news += reply.news.filter { $0.member != m.member } }
            if self.wantsNews { newsPrimed = true }
            guard membership == m else { return }  // left or joined another team meanwhile
            var next = settings
            // Aged by this shell's clock (`--now` included), as every age it shows.
            var snapshot = reply.snapshot
            snapshot.fetched = clock.now()
            next.cache = TeamSettings.Cache(url: redactedURL.redacted, member: m.member, cursor: reply.newsCursor,
                                            snapshot: snapshot)
            do {
                try file.save(next)
                settings = next
            } catch {
                settings = next
                notices.append(Messages.teamFileNotSaved((error as? UserError)?.message ?? "\(error)"))
            }
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
