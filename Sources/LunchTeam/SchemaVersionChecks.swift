/// Schema version 11: row-level security that costs little (issue 27's load run).
///
/// - The policies test the team written out (`TeamCheck.inline`), not through the
///   functions: `lunch.in_team`, a SQL function with a sub-select, is never inlined by
///   PostgreSQL, so every row read ran its body anew (and `lunch.is_own` planned its body
///   again in every statement that wrote a row). Written out, the planner makes them
///   sub-plans of the statement: the admitted teams hashed once per statement, or one
///   index probe a row, as it judges cheaper. The tests are the same: who reads or writes
///   what does not change.
/// - `lunch.in_team`, `lunch.is_own`, `lunch.is_member` and `lunch.team_zone` (still
///   called by the functions) are PL/pgSQL: a session plans their bodies once.
/// - `lunch.due` reads the team's zone from the settings row it reads anyway, once.
///
/// Policies are altered (`ALTER POLICY`), functions replaced; no table or row changes.
/// Built by the builders of versions 7 and 8 (`TeamPolicy`, `SchemaVersionTeams.checks`,
/// `TeamFunctions`); `lunch.apply_changes` is not touched.
enum SchemaVersionChecks {
    static var statements: [String] {
        (TeamPolicy.teams + [TeamPolicy.ratings]).map(\.alter)
            + SchemaVersionTeams.checks(create: "CREATE OR REPLACE FUNCTION", language: "plpgsql")
            + [
                TeamFunctions.teamZone(create: "CREATE OR REPLACE FUNCTION", language: "plpgsql"),
                TeamFunctions.due(create: "CREATE OR REPLACE FUNCTION", cut: true, zoneOnce: true),
            ]
    }
}
