/// Schema version 9: the deadline decides with what was said by it.
///
/// - `lunch.winner` takes `until`: only the votes and vetoes whose change time (when the
///   member made the change, on their shell's clock: an offline vote made before the
///   deadline still counts) is at or before it; `lunch.due` passes the deadline's instant.
/// - `lunch.apply_changes` refuses a `vote` or `veto` made after the day's deadline while
///   the deadline has not acted on the day, and a decided day refuses `unvote`, `unveto`,
///   `in` and `out` as it refused votes (until `decide --reopen`).
///
/// Functions only, built by version 7's builders (`TeamFunctions`, `ApplyChangesTeams`)
/// with `cut`; no table or row changes.
enum SchemaVersionCut {
    static var statements: [String] {
        [
            "DROP FUNCTION lunch.winner(date, boolean, text)",
            TeamFunctions.winner(bounded: true, cut: true),
            TeamFunctions.due(create: "CREATE OR REPLACE FUNCTION", cut: true),
            ApplyChangesTeams.make(create: "CREATE OR REPLACE FUNCTION", cut: true),
        ]
    }
}
