/// A row-level security policy of schema version 7 (or the ratings' of version 8), as data:
/// its tests are said through `TeamCheck`, so version 7 makes it calling the functions
/// (`create`) and version 11 gives it the same tests written out (`alter`).
struct TeamPolicy: Sendable {
    let name: String
    let table: String
    /// `SELECT`, `INSERT`, `UPDATE` or `DELETE`.
    let command: String
    var using: (@Sendable (TeamCheck) -> String)? = nil
    var check: (@Sendable (TeamCheck) -> String)? = nil

    /// `CREATE POLICY`, the tests as `tests` says them.
    func create(_ tests: TeamCheck = .calls) -> String {
        "CREATE POLICY \(name) ON lunch.\(table) FOR \(command)" + clauses(tests)
    }

    /// `ALTER POLICY` to the tests written out (`TeamCheck.inline`).
    var alter: String {
        "ALTER POLICY \(name) ON lunch.\(table)" + clauses(.inline(table))
    }

    private func clauses(_ tests: TeamCheck) -> String {
        (using.map { " USING (\($0(tests)))" } ?? "") + (check.map { " WITH CHECK (\($0(tests)))" } ?? "")
    }

    static func read(_ table: String) -> TeamPolicy {
        TeamPolicy(name: "read", table: table, command: "SELECT", using: { $0.admitted })
    }

    /// The policies of version 7 (`SchemaVersionTeams.security`, but the teams' own).
    static let teams: [TeamPolicy] = {
        var policies = SchemaVersionTeams.teamTables.map(TeamPolicy.read)
        let ownRole: @Sendable (TeamCheck) -> String = { "role = current_user AND \($0.admitted)" }
        let member: @Sendable (TeamCheck) -> String = { $0.member }
        let own: @Sendable (TeamCheck) -> String = { $0.own("member") }
        policies += [
            TeamPolicy(name: "add", table: "members", command: "INSERT", check: ownRole),
            TeamPolicy(name: "edit", table: "members", command: "UPDATE", using: ownRole, check: ownRole),
            TeamPolicy(name: "remove", table: "members", command: "DELETE", using: { _ in "role = current_user" }),
            TeamPolicy(name: "add", table: "places", command: "INSERT", check: member),
            TeamPolicy(name: "edit", table: "places", command: "UPDATE", using: member, check: member),
            // The ledger is append-only: no update or delete policy.
            TeamPolicy(name: "add", table: "changes", command: "INSERT", check: own),
            TeamPolicy(name: "add", table: "deadline_days", command: "INSERT", check: own),
        ]
        for table in ["visits", "votes", "decisions", "diets", "vetoes", "attendance", "reminders"] {
            policies += [
                TeamPolicy(name: "add", table: table, command: "INSERT", check: own),
                TeamPolicy(name: "edit", table: table, command: "UPDATE", using: own, check: own),
                TeamPolicy(name: "remove", table: table, command: "DELETE", using: own),
            ]
        }
        policies += [
            // The settings are the team's: any member changes them, naming themself; a new
            // team's row holds only the defaults.
            TeamPolicy(name: "edit", table: "settings", command: "UPDATE", using: member, check: { $0.own("changed_by") }),
            TeamPolicy(name: "seed", table: "settings", command: "INSERT", check: { _ in
                """
                changed_by IS NULL AND deadline IS NULL
                    AND zone IS NULL AND notify_url IS NULL AND remind_minutes IS NULL AND recency_days = 28
                """ }),
            TeamPolicy(name: "reopen", table: "decisions", command: "DELETE", using: member),
            TeamPolicy(name: "notify", table: "decisions", command: "UPDATE", using: member, check: member),
            TeamPolicy(name: "retake", table: "reminders", command: "UPDATE",
                       using: { "(\($0.member)) AND posted_at IS NULL" }, check: own),
        ]
        return policies
    }()

    /// Version 8's (`SchemaVersionBounded`).
    static let ratings = read("place_ratings")
}
