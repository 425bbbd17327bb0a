import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `team`, `team join URL [--team TEAM] [--as NAME]`, `team leave [--discard]`, `team diet +NEED -NEED | clear`,
/// `team deadline HH:MM [ZONE]|off`, `team recency DAYS`, `team notify URL|off`, `team remind MIN|off`.
struct TeamCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "team",
        abstract: "the team you decide lunch with (PostgreSQL): status, join, leave, diet needs, chat",
        usage: "team | team join URL [--team TEAM] [--as NAME] | team leave [--discard] | team diet +NEED -NEED… | team diet clear | team deadline HH:MM [ZONE]|off | team recency DAYS | team notify URL|off | team remind MIN|off",
        discussion: """
        'team' shows whether the team's server is reachable, the team (its URL without the
        password), its members with their diet needs (you marked) and your changes waiting
        to be sent. URL is a PostgreSQL connection string; the password is never saved: give
        it in ~/.pgpass or PGPASSWORD (one typed in the URL is used for this session only).
        NAME defaults to LUNCH_USER, else your login name. One database may hold many
        teams: TEAM (a-z, 0-9, _ and -; also team=TEAM in the URL) defaults to main; a team
        other than main admits the database roles an admin names (README "Scaling a team"). LUNCH_TEAM_URL joins for a
        session without saving. Changes go to a local outbox first and are sent when the
        server can be reached; no command waits longer than LUNCH_TEAM_TIMEOUT (2 s).
        A change is only ever sent to the team it was made for: while changes wait for
        one team, joining another is refused; 'team leave --discard' drops them.
        'team notify URL' posts each decision to a chat webhook (Slack-compatible: one
        JSON object with "text"); the URL is shown only as its host and …. 'team remind
        MIN' posts a reminder MIN minutes before the deadline. 'team deadline 11:30
        Europe/Helsinki' (the zone defaults to yours): after it, the first shell that talks
        to the server decides the day by the team's rule, once ('decided by the deadline');
        'decide --reopen' takes it back and the deadline leaves the day alone then.
        'team recency DAYS' (1–365, default 28): ties go to the place the team visited less
        in that window. The settings are the team's, kept on its server: changing one needs
        the server (offline nothing changes).
        examples:
          team join postgresql://alice@db.example.com/lunch --as alice
          team join postgresql://alice@db.example.com/lunch --team design --as alice
          team
          team diet +vegan -halal
          team diet clear
          team notify https://hooks.slack.com/services/T000/B000/XXXX
          team remind 10
          team deadline 11:30 Europe/Helsinki
          team recency 14
          team leave
        """
    )

    @Argument(parsing: .allUnrecognized, help: "join URL [--team TEAM] [--as NAME], leave, diet +NEED -NEED…, deadline HH:MM [ZONE]|off, recency DAYS, notify URL|off, or remind MIN|off")
    var words: [String] = []
}

extension TeamCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, TeamInteractor.Result>? {
        let interactor = TeamInteractor(team: c.team)
        return Feature(interact: { try interactor.run(TeamRequest($0.words)) }, present: TeamPresenter().present,
                       complete: { request in
                           let words: [String] = switch request.words {
                           case []: ["join", "leave", "diet", "deadline", "recency", "notify", "remind"]
                           case ["diet"]: ["clear"]
                           case ["notify"], ["remind"], ["deadline"]: ["off"]
                           default: []
                           }
                           return words.filter { $0.hasPrefix(request.prefix) }.map { Candidate($0) }
                       })
    }
}
