import LunchStorage
import LunchCatalog
import LunchText

/// What teammates did, one line each ("bob voted Pikku Nepal"), for the lines an
/// interactive shell prints before its prompt. Names come from the server: made safe here.
public enum TeamNewsText {
    public static func line(_ news: TeamNews) -> String {
        let who = TerminalText.safe(news.member)
        let place = news.place.map { TerminalText.safe($0.name) } ?? "a place"
        switch news.action {
        case .joined: return "\(who) joined the team"
        case .voted: return "\(who) voted \(place)"
        case .unvoted: return "\(who) took back their vote"
        case .decided: return "\(who) decided: \(place)"
        case .rated: return "\(who) rated \(place)" + (news.stars.map { " \($0)★" } ?? "")
        case .unrated: return "\(who) took back a rating of \(place)"
        case .diet: return "\(who) changed their diet needs"
        case .vetoed: return "\(who) vetoed \(place)"
        case .unvetoed: return "\(who) took back their veto"
        case .cameIn: return "\(who) is coming"
        case .wentOut: return "\(who) is not coming"
        case .reopened: return "\(who) reopened the day"
        case .decidedByDeadline: return Messages.teamNewsDeadline(place)
        case .corrected:
            return Messages.teamDecisionChanged(news.place?.name ?? "a place", not: news.replaced ?? "another place",
                                                cause: news.cause, by: news.member)
        }
    }

    /// Prints what arrived since the last call: news on `out`, the session's status lines
    /// on `err`. Never waits.
    public static func flush(_ team: TeamSession, out: (String) -> Void, err: (String) -> Void) {
        for news in team.takeNews() { out(TerminalText.output(line(news)) + "\n") }
        for notice in team.takeNotices() { err(TerminalText.output(TerminalText.safe(notice)) + "\n") }
    }

    /// News or a status line arrived between two states (the idle prompt is woken for them).
    public static func arrived(old: TeamState, new: TeamState) -> Bool {
        (new.news.count > old.news.count || new.notices.count > old.notices.count
            || (new.offlineLine != nil && new.offlineLine != old.offlineLine))
    }
}
