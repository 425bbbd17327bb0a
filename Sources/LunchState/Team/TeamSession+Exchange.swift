import Foundation
import Synchronization
import LunchStorage
import LunchCatalog
import LunchText

extension TeamSession {
    /// Asks the live poll to give way (at once), then waits for the exchange's turn.
    func takeTurn() {
        resources.withLock { $0.pollCancel = true }
        exchangeLock.lock()
        resources.withLock { $0.pollCancel = false }
    }

    /// One exchange for a command: the live poll is asked to stop first (it gives way at
    /// once), then waits at most `timeout`; Ctrl-C cancels. Nil when it did not happen.
    /// `sendOnly`: send what waits without reading the team (`settle()` reads it later).
    func sendNow(reading: Bool = false, own: UUID? = nil, force: Bool = false, sendOnly: Bool = false) -> TeamReply? {
        takeTurn()
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
        if team.owesRead { _ = sendNow() }
        saveCache()
        tellChatAndRelease { sendNow(sendOnly: true) }
    }

    /// Marks in the outbox what an earlier exchange stored or refused (see `TeamState.pendingSent`).
    func markPendingSent() {
        let ids = (try? store.take(.team(.pendingTaken)) { $0.team.pendingSent }) ?? []
        guard !ids.isEmpty else { return }
        do {
            try outbox.markSent(ids)
        } catch {
            notice((error as? UserError)?.message ?? "\(error)")
        }
    }

    /// Writes `team.json` when the snapshot kept in memory changed since it was written.
    func saveCache() {
        fileLock.withLock {
            let team = self.team
            guard team.cacheUnsaved else { return }
            do {
                try file.save(team.settings)
                send(.cacheSaved(team.settings))
            } catch {
                send(.cacheNotSaved((error as? UserError)?.message ?? "\(error)"))
            }
        }
    }

    /// One background exchange (the live poll): only when no command is exchanging; it
    /// never waits for one.
    public func poll() {
        guard current != nil, exchangeLock.try() else { return }
        defer { exchangeLock.unlock() }
        let cancel: @Sendable () -> Bool = { [weak self] in self?.resources.withLock { $0.pollCancel } ?? true }
        _ = exchange(reading: false, background: true, cancelled: cancel)
        saveCache()
        tellChatAndRelease { exchange(reading: false, background: true, sendOnly: true, cancelled: cancel) }
    }

    /// The live poll's intervals: while nothing says otherwise (no connection yet, the
    /// check running, offline), as a shell always polled; behind a transaction pooler
    /// (no notifications) slower; while listening only a check now and then (the
    /// deadline, the reminder, a notification lost with a connection).
    public static let pollInterval: TimeInterval = 2
    public static let pooledPollInterval: TimeInterval = 5
    public static let listeningPollInterval: TimeInterval = 60

    /// How teammates' changes reach this shell now (`.unknown` when it does not poll).
    public var liveMode: TeamLiveMode {
        let (live, connection) = resources.withLock { ($0.live, $0.connection) }
        guard live, let connection else { return .unknown }
        return connection.liveMode
    }

    /// Seconds until the live poll looks again, as `liveMode` is now.
    public var pollSeconds: TimeInterval {
        if let fixed = resources.withLock({ $0.fixedInterval }) { return fixed }
        switch liveMode {
        case .unknown: return Self.pollInterval
        case .pooled: return Self.pooledPollInterval
        case .listening: return Self.listeningPollInterval
        }
    }

    /// How long the live poll sleeps now: `pollSeconds`, or less when the team's deadline or
    /// its reminder (`TeamSnapshot.Settings.nextDue`, by this shell's clock) comes sooner:
    /// the poll wakes just after it, so a listening shell decides and reminds on time (it
    /// was up to a minute late), and never sooner than a second from now.
    public var pollWait: TimeInterval {
        let every = pollSeconds
        guard resources.withLock({ $0.fixedInterval }) == nil else { return every }
        let now = clock.now()
        guard let due = cachedSettings?.nextDue(after: now) else { return every }
        return min(every, max(due.timeIntervalSince(now) + Self.dueMargin, 1))
    }

    /// How long after the deadline (or reminder) the poll wakes: the server judges it by
    /// the shell's clock, at or after the minute.
    static let dueMargin: TimeInterval = 0.25

    /// Polls on a thread of its own (every `interval` seconds when given, else by
    /// `pollSeconds`), at once when the server says a teammate changed something, and
    /// asks for news from now on.
    public func startPolling(every interval: TimeInterval? = nil) {
        send(.newsWanted)
        let connection = resources.withLock { held -> (any TeamConnection)? in
            held.live = true
            held.fixedInterval = interval
            return held.connection
        }
        connection.map(listen)
        let wakeup = pollWakeup
        let thread = Thread { [weak self] in
            while let wait = self?.pollWait {
                _ = wakeup.wait(timeout: .now() + wait)
                // Several notifications at once: one read takes them all.
                while wakeup.wait(timeout: .now()) == .success {}
                self?.poll()
            }
        }
        thread.name = "lunch.team.poll"
        thread.start()
    }

    /// Asks `connection` to say when the team changes: the poll reads it then.
    func listen(_ connection: any TeamConnection) {
        let wakeup = pollWakeup
        connection.listen { wakeup.signal() }
    }

    /// Called holding `exchangeLock`.
    /// `own`: the change the command just made (its refusal is the command's to say).
    /// `background`: the poll, which gives way to a command without a word.
    /// `settings`: a change of the team's settings, made in this exchange.
    /// `chatOnly`: only the chat's claims (given back, confirmed) and `lunch.due`, no change
    /// of the outbox (`team leave`: what waits stays for a later join).
    func exchange(reading: Bool, own: UUID? = nil, force: Bool = false, background: Bool = false,
                  sendOnly: Bool = false, settings: TeamSettingChange? = nil, chatOnly: Bool = false,
                  cancelled: @escaping @Sendable () -> Bool) -> TeamReply? {
        guard let m = current else { return nil }
        markPendingSent()
        var contents: TeamOutbox.Contents
        do {
            contents = try outbox.contents()
        } catch {
            notice((error as? UserError)?.message ?? "\(error)")
            contents = TeamOutbox.Contents()
        }
        send(.outboxRead(contents.waiting))
        // Only the changes made for this team are sent to it.
        let teamURL = m.url.redactedForShow
        contents.waiting.removeAll { !$0.isFor(teamURL) || chatOnly }
        sayDamaged(contents)
        guard let connector else {
            wentOffline(Messages.teamNotBuilt, m, waiting: contents.waiting.count, reading: reading)
            return nil
        }
        // Within an offline spell a command does not wait on the network again.
        let team = self.team
        if !force, !background, let until = team.skipUntil, Date() < until {
            wentOffline(team.skipReason, m, waiting: contents.waiting.count, reading: reading)
            return nil
        }
        let made = resources.withLock { $0.connection }
        let (cursor, wantsNews) = (team.cache(for: m)?.cursor, team.wantsNews && team.newsPrimed)
        let connection: any TeamConnection
        var stray: (any TeamConnection)?
        defer { stray?.close() }
        if let made {
            connection = made
        } else {
            // Made on the first exchange (exchanges take turns, so only here), outside the resources' lock.
            var url = m.url
            url.password = nil
            let found = TeamLogin.password(for: m.url, environment: environment)
            if let warning = found.warning { send(.passwordFileWarned(warning)) }
            let fresh = connector(url, found.password)
            connection = fresh
            // Kept unless the member joined another team or left meanwhile (then closed after).
            let (kept, live) = resources.withLock { held -> (Bool, Bool) in
                guard self.team.membership == m else { return (false, false) }
                held.connection = fresh
                return (true, held.live)
            }
            if !kept { stray = fresh }
            if kept, live { listen(fresh) }
        }
        var request = TeamExchange(changes: contents.waiting, day: day, member: m.member,
                                   newsAfter: wantsNews ? cursor : nil, reads: !sendOnly, now: clock.now(),
                                   settings: settings)
        request.releases = chat.withLock { $0.releasing }
        request.confirms = chat.withLock { $0.confirming }
        request.poll = background
        let reply: TeamReply
        do {
            reply = try connection.exchange(request, timeout: timeout, cancelled: cancelled).tracedToJoins(contents.waiting)
            releasesDone(request.releases, reply: reply)
            confirmsDone(request.confirms)
        } catch {
            releasesDone(request.releases, reply: nil)
            if error == .cancelled {
                if !background { notice(Messages.teamCancelled(waiting: contents.waiting.count)) }
            } else {
                let why = reason(error)
                switch error {
                case .timedOut, .unreachable:
                    send(.offlineSpell(until: Date().addingTimeInterval(Self.offlineSpell), reason: why))
                case .server:
                    // The server answered with an error (a dropped table…): not "offline".
                    send(.serverFailed(reason: why, waiting: contents.waiting.count))
                    return nil
                default: break
                }
                wentOffline(why, m, waiting: contents.waiting.count, reading: reading)
            }
            return nil
        }
        let settingsBefore = cachedSettings
        take(reply, for: m, sent: contents.waiting, own: own, wantsNews: request.newsAfter != nil)
        if let due = reply.due { queueChat(due) }
        // A command read other settings (`team deadline` here or a teammate's): the sleeping
        // poll wakes to count its wait again from them.
        if !background, cachedSettings != settingsBefore, resources.withLock({ $0.live }) { pollWakeup.signal() }
        return reply
    }

    /// Marks what the server took and sends the reply to the store (the reducer says
    /// what it means: refusals, back online, the snapshot kept).
    private func take(_ reply: TeamReply, for m: Membership, sent: [TeamChange], own: UUID?, wantsNews: Bool) {
        let done = reply.stored + reply.refused.map(\.change)
        if reply.read {
            do {
                try outbox.markSent(done)
            } catch {
                notice((error as? UserError)?.message ?? "\(error)")
            }
        } else {
            // A command's answer does not wait for the outbox's marker (see `TeamState.pendingSent`).
            send(.sentUnmarked(done))
        }
        let sayReadOnly = reply.readOnly && !team.saidReadOnly
        if sayReadOnly { markPendingSent() }
        let waiting = sayReadOnly ? (try? outbox.contents().waiting.filter { $0.isFor(m.url.redactedForShow) }.count) ?? 0 : 0
        send(.replied(reply, m, sent: sent, own: own, askedNews: wantsNews, now: clock.now(), readOnlyWaiting: waiting))
        // The command's own refusal is its caller's to say (`recordAlongside`), then this.
        for refusal in reply.refused where refusal.change != own {
            guard let change = sent.first(where: { $0.id == refusal.change }), case .rate = change.kind else { continue }
            dropRefusedRating(change.id)
        }
    }

    /// A rating the server refused (made offline and sent later, or refused for its note)
    /// goes from the visits too, through the store, so the visits and the team agree.
    func dropRefusedRating(_ id: UUID) {
        guard let visit = store.state.visits.first(where: { UUID(uuidString: $0.id) == id }) else { return }
        do {
            try store.send(.removeVisit(visit.id))
            notice(Messages.teamRefusedRatingDropped(visit.placeName))
        } catch {
            notice((error as? UserError)?.message ?? "\(error)")
        }
    }

    /// Damaged outbox lines were set aside: said each time it happens.
    func sayDamaged(_ found: TeamOutbox.Contents?) {
        guard let found, found.damaged > 0, let aside = found.setAside else { return }
        notice(Messages.teamOutboxDamaged(found.damaged, path: outbox.path, aside: aside, tornOnly: found.tornOnly))
    }

    private func wentOffline(_ reason: String, _ m: Membership, waiting: Int, reading: Bool) {
        send(.wentOffline(reason: reason, m, waiting: waiting, readAt: reading ? clock.now() : nil))
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
