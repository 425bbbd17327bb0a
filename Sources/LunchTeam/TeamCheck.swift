/// The tests row-level security makes on a team's rows, as SQL: is the connecting role
/// admitted to the team (`admitted`), a member of it (`member`), the holder of a member's
/// name (`own`). Version 7 called functions for them (`lunch.in_team`, `lunch.is_member`,
/// `lunch.is_own`), SQL functions with sub-selects, which PostgreSQL never inlines: each
/// call ran their bodies anew, planned once per statement, row after row. Version 10
/// (`SchemaVersionChecks`) writes the same tests into the policies (`inline`), where the
/// planner sees them as sub-plans of the statement (hashed once over the teams, or one
/// index probe a row), and into the functions as PL/pgSQL, whose plans a session keeps.
struct TeamCheck {
    /// SQL naming the team: a function's argument (`t`) or, in a policy, the row's column
    /// qualified by its table (`votes.team`: inside a sub-select, a bare `team` would be the
    /// sub-select's own column).
    let team: String
    /// The table a policy is on (its row's columns are qualified by it); nil: the calls of version 7.
    let table: String?

    /// Version 7's policies: the functions.
    static let calls = TeamCheck(team: "team", table: nil)

    /// Version 10's policy on `table`: the tests written out.
    static func inline(_ table: String) -> TeamCheck { TeamCheck(team: "\(table).team", table: table) }

    /// The role may read and write the team's rows: the team is open (`role` NULL) or the
    /// role is a member of the team's database role.
    var admitted: String {
        guard table != nil else { return "lunch.in_team(team)" }
        return Self.admitted(team)
    }

    /// Admitted, and one of the team's members is the role's.
    var member: String {
        guard table != nil else { return "lunch.is_member(team)" }
        return Self.admitted(team) + " AND " + Self.holder(team: team, name: nil)
    }

    /// Admitted, and the member named in `column` is the role's.
    func own(_ column: String) -> String {
        guard let table else { return "lunch.is_own(\(column), team)" }
        return Self.admitted(team) + " AND " + Self.holder(team: team, name: "\(table).\(column)")
    }

    static func admitted(_ team: String) -> String {
        """
        EXISTS (SELECT 1 FROM lunch.teams x WHERE x.name = \(team) AND (x.role IS NULL OR coalesce(
                   pg_has_role(current_user, to_regrole(quote_ident(x.role))::oid, 'MEMBER'), false)))
        """
    }

    /// A member of `team` (named `name`, when given) whose role is the connecting one.
    static func holder(team: String, name: String?) -> String {
        "EXISTS (SELECT 1 FROM lunch.members m WHERE m.team = \(team)\(name.map { " AND m.name = \($0)" } ?? "") AND m.role = current_user)"
    }
}
