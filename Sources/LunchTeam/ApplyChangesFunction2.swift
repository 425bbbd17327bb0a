/// `lunch.apply_changes` of schema version 2 (replacing version 1's): approval votes (a
/// vote adds one per place, and says the member is coming), `unvote` of one place or all,
/// `veto`/`unveto`, `in`/`out`, `reopen`, places with what they suit, and `decide` by the
/// rule (`"rule": true`: `lunch.winner` picks the place and its answer is the reason).
/// A vote or veto for a decided day is refused ("already decided"). Otherwise as version 1.
enum ApplyChangesFunction2 {
    /// Built by version 7's builder without the team (`ApplyChangesTeams.make(teams:)`):
    /// the same SQL byte for byte as the text version 2 shipped; version 4's adds
    /// `DayCheck`'s check after the checks every change passes (`dayCheck`).
    static var definition: String { make(dayCheck: false) }

    static func make(dayCheck: Bool) -> String {
        ApplyChangesTeams.make(create: "CREATE OR REPLACE FUNCTION", teams: false, dayCheck: dayCheck)
    }
}
