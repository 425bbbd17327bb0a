import Foundation
import Synchronization
import LunchStorage
import LunchCatalog
import LunchText

extension TeamSession {
    /// The team's chat webhook as `team notify` saved it (nil: none).
    public var notifyURL: String? { team.settings.notify }
    /// Minutes before the deadline the chat is reminded (nil: no reminder).
    public var remindMinutes: Int? { team.settings.remind }

    /// Saves the webhook (nil: off) and the reminder's minutes in `team.json`.
    public func saveNotify(url: String?, remind: Int?) throws {
        guard current != nil else { throw UserError(Messages.notInTeam) }
        try fileLock.withLock {
            var next = team.settings
            next.notify = url
            next.remind = remind
            try file.save(next)
            send(.notifySaved(url: url, remind: remind))
        }
    }

    /// Posts one event to a webhook URL: nil when it was taken, else the one line to say.
    /// Set by the composition root (LunchSync's `WebhookSender`: this room cannot reach it).
    public typealias ChatPoster = @Sendable (_ event: WebhookEvent, _ url: String) -> String?

    /// How the chat is told (`lunch` sets LunchSync's sender; tests a recorder).
    public func useChat(_ poster: @escaping ChatPoster) {
        chat.withLock { $0.poster = poster }
    }

    /// The hook for a decision (typed, or by the deadline) or a reminder this shell claimed
    /// for the team (claimed once in the database: `… SET notified_at = now() WHERE
    /// notified_at IS NULL RETURNING …`, so one shell posts it): posts it to the webhook
    /// saved with `team notify`. A failure is one line and the event is kept: the next poll
    /// or command tries again (`retryChat`). Call it after the command answered (it may wait
    /// `WebhookSender.timeout`). False when no webhook is set (nothing to post).
    @discardableResult
    public func tellChat(_ event: WebhookEvent) -> Bool {
        guard notifyURL != nil else { return false }
        chat.withLock { $0.pending.append(event) }
        retryChat()
        return true
    }

    /// Posts what waits for the chat, oldest first; stops at the first failure (said once
    /// per event), which waits for the next try. One sender at a time.
    public func retryChat() {
        guard let url = notifyURL, chatTurn.try() else { return }
        defer { chatTurn.unlock() }
        while let next = chat.withLock({ held in
            held.pending.first.flatMap { first in held.poster.map { (first, $0, held.said.contains(first)) } }
        }) {
            let (event, poster, said) = next
            if let line = poster(event, url) {
                if !said {
                    notice(line)
                    chat.withLock { _ = $0.said.insert(event) }
                }
                return
            }
            chat.withLock { held in
                held.pending.removeFirst()
                held.said.remove(event)
            }
        }
    }

    /// Events waiting for the chat (after a failure).
    public var chatWaiting: Int { chat.withLock { $0.pending.count } }
}

/// The chat's side of the session: how it is posted to and what waits for it.
struct ChatQueue: Sendable {
    var poster: TeamSession.ChatPoster?
    var pending: [WebhookEvent] = []
    /// Events whose failure was said already (said once each).
    var said = Set<WebhookEvent>()
}
