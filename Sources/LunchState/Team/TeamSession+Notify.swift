import Foundation
import Synchronization
import LunchStorage
import LunchCatalog
import LunchText

extension TeamSession {
    /// The team's chat webhook (`team notify`, kept in the team's settings on its server):
    /// as the last exchange said it, else as the saved snapshot has it (nil: none).
    public var notifyURL: String? {
        if let said = chat.withLock({ $0.url }) { return said.url }
        return cachedSettings?.notifyURL
    }
    /// Minutes before the deadline the chat is reminded (nil: no reminder).
    public var remindMinutes: Int? { cachedSettings?.remindMinutes }

    /// The team's deadline (`HH:MM`) when this shell's clock is past it on its day, as the
    /// team was last read: a vote or veto made now waits only to be refused (unless the day
    /// is reopened meanwhile). Nil: no deadline, or not passed.
    public var deadlinePassed: String? {
        guard let settings = cachedSettings, let moment = settings.deadline(on: day), clock.now() > moment else { return nil }
        return settings.deadline
    }

    /// The team's settings as last read.
    var cachedSettings: TeamSnapshot.Settings? {
        guard let m = current else { return nil }
        return team.cache(for: m)?.snapshot.settings
    }

    /// Changes the team's settings on its server (`team deadline`, `recency`, `notify`,
    /// `remind`), at once: they are the team's, so nothing is queued. Offline, refused, or
    /// on a schema newer than this lunch: one line, nothing changed. Returns the team as
    /// read after the change.
    public func changeSettings(_ change: TeamSettingChange) throws -> View {
        guard let m = current else { throw UserError(Messages.notInTeam) }
        takeTurn()
        let reply = exchange(reading: true, force: true, settings: change, cancelled: cancelled)
        exchangeLock.unlock()
        guard let reply else { throw UserError(Messages.teamSettingsOffline(team.offlineReason)) }
        if let why = reply.settingsRefusal { throw UserError(Messages.teamSettingsRefused(why)) }
        return view(m, reply: reply)
    }

    /// Posts one event to a webhook URL: nil when it was taken, else the one line to say.
    /// Set by the composition root (LunchSync's `WebhookSender`: this room cannot reach it).
    public typealias ChatPoster = @Sendable (_ event: WebhookEvent, _ url: String) -> String?

    /// How the chat is told (`lunch` sets LunchSync's sender; tests a recorder).
    public func useChat(_ poster: @escaping ChatPoster) {
        chat.withLock { $0.poster = poster }
    }

    /// What an exchange claimed for the chat (a decision, typed or by the deadline, or a
    /// reminder: each claimed once in the database, so one shell posts it) waits here and
    /// is posted after the command answered (`settle`) or by the live poll.
    func queueChat(_ due: TeamDue) {
        chat.withLock { held in
            held.url = .init(url: due.notifyURL)
            held.pending += due.chat
        }
    }

    /// Posts an event to the team's webhook (`team notify`). A failure is one line; an event
    /// claimed in the database (schema version 4) gives its claim back in the next exchange
    /// (`releasing`), so whichever shell talks to the server next posts it, this one
    /// included; an event without a claim is kept and the next poll or command tries again.
    /// Call it after the command answered (it may wait `WebhookSender.timeout`). False when
    /// no webhook is set (nothing to post).
    @discardableResult
    public func tellChat(_ event: WebhookEvent) -> Bool {
        guard notifyURL != nil else { return false }
        chat.withLock { $0.pending.append(event) }
        retryChat()
        return true
    }

    /// Posts what waits for the chat, oldest first; stops at the first failure (said once
    /// per event), which gives its claim back (or, without one, waits for the next try).
    /// One sender at a time. With the webhook turned off meanwhile, what waits is dropped.
    public func retryChat() {
        guard chatTurn.try() else { return }
        defer { chatTurn.unlock() }
        guard let url = notifyURL else {
            chat.withLock { $0.pending.removeAll() }
            return
        }
        while let next = chat.withLock({ held in
            held.pending.first.flatMap { first in held.poster.map { (first, $0, held.said.contains(first.unclaimed)) } }
        }) {
            let (event, poster, said) = next
            if let line = poster(event, url) {
                if !said { notice(line) }
                chat.withLock { held in
                    held.said.insert(event.unclaimed)
                    if event.claimed != nil {
                        held.pending.removeFirst()
                        held.releasing.append(event)
                    }
                }
                return
            }
            chat.withLock { held in
                held.pending.removeFirst()
                held.said.remove(event.unclaimed)
                if event.claimed != nil { held.confirming.append(event) }
            }
        }
    }

    /// Events waiting for the chat (after a failure).
    public var chatWaiting: Int { chat.withLock { $0.pending.count } }

    /// Claims to give back or to confirm as posted, for the next exchange.
    var chatReleasing: Bool { chat.withLock { !$0.releasing.isEmpty || !$0.confirming.isEmpty } }

    /// Posts what waits for the chat, then gives back at once (`exchangeNow`: one exchange)
    /// the claims of what failed and confirms those of what was posted (before their lease
    /// ends), since this shell may end before its next exchange; once more for what that
    /// exchange claimed. Without an exchange, this shell keeps them (confirms wait for the
    /// next exchange; past the lease another shell may post the message again).
    func tellChatAndRelease(_ exchangeNow: () -> TeamReply?) {
        for _ in 0..<2 {
            if chatWaiting > 0 { retryChat() }
            guard chatReleasing else { return }
            if exchangeNow() == nil {
                chat.withLock { held in
                    held.pending.insert(contentsOf: held.releasing, at: 0)
                    held.releasing.removeAll()
                }
                return
            }
        }
    }

    /// After an exchange that sent `sent` confirms and succeeded: they are done (an older
    /// schema has nothing to confirm). A failed exchange keeps them for the next one.
    func confirmsDone(_ sent: [WebhookEvent]) {
        guard !sent.isEmpty else { return }
        chat.withLock { held in held.confirming.removeAll { sent.contains($0) } }
    }

    /// After an exchange that sent `sent` releases: those the server took leave; when the
    /// exchange failed (`reply` nil) this shell keeps them to post itself, as before claims
    /// could be given back.
    func releasesDone(_ sent: [WebhookEvent], reply: TeamReply?) {
        guard !sent.isEmpty else { return }
        chat.withLock { held in
            let done = reply?.released ?? []
            held.releasing.removeAll { sent.contains($0) }
            held.pending.insert(contentsOf: sent.filter { !done.contains($0) }, at: 0)
        }
    }
}

/// The chat's side of the session: how it is posted to and what waits for it.
struct ChatQueue: Sendable {
    /// The webhook as the last exchange's `lunch.due` said it (`url` nil: turned off).
    struct Said: Sendable { var url: String? }
    var poster: TeamSession.ChatPoster?
    var url: Said?
    var pending: [WebhookEvent] = []
    /// Events whose post failed, their claims to give back in the next exchange.
    var releasing: [WebhookEvent] = []
    /// Events posted, their claims to confirm in the next exchange (schema version 6).
    var confirming: [WebhookEvent] = []
    /// Events whose failure was said already (said once each, whichever claim brought them).
    var said = Set<WebhookEvent>()
}
