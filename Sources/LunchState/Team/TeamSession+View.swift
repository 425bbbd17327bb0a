import Foundation
import LunchStorage
import LunchCatalog
import LunchText

extension TeamSession {
    /// The team as a command sees it: the reply's snapshot, else the saved one, with this
    /// member's waiting changes laid over it.
    func view(_ m: Membership, reply: TeamReply?) -> View {
        let today = day
        var contents = TeamOutbox.Contents()
        contents.waiting = waitingNow()
        let teamURL = m.url.redactedForShow
        contents.waiting.removeAll { !$0.isFor(teamURL) }
        let cache = team.cache(for: m)
        // Server text cut as the cache keeps it (`TeamTextCaps`): `--json` gets no more than the screen.
        let base = reply.map { $0.snapshot.capped() } ?? cache?.snapshot
        let snapshot = (base ?? .empty(day: today)).overlaid(contents.waiting.filter { $0.member == m.member }, day: today)
        let age = reply == nil ? base.map { Messages.ago(clock.now().timeIntervalSince($0.fetched)) } : nil
        let live = resources.withLock { $0.live }
        return View(membership: m, snapshot: snapshot, connected: reply != nil, waiting: contents.waiting.count,
                    readOnly: reply?.readOnly ?? false, age: age, everRead: base != nil,
                    offlineReason: reply == nil ? team.offlineReason : nil,
                    notifyURL: snapshot.settings?.notifyURL, remind: snapshot.settings?.remindMinutes,
                    live: live ? liveMode : nil, pollSeconds: live ? pollSeconds : nil)
    }
}
