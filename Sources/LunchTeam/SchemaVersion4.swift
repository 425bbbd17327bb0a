/// Version 4 of the team's schema: the server checks days and times against its own clock
/// (`DayCheck`): `lunch.apply_changes` refuses a change dated after the server's day (a day
/// of leeway for a zone ahead) or older than the late window, and `lunch.due` takes the
/// shell's clock only within the server's days. A chat message whose post failed is given
/// back (`lunch.release_notice`, `lunch.release_reminder`), so another shell posts it. It
/// upgrades a version 3 database in place: functions only, no table or row changes.
enum SchemaVersion4 {
    static var statements: [String] {
        DayCheck.functions + [
            ApplyChangesFunction2.make(dayCheck: true),
            DueFunction.make(create: "CREATE OR REPLACE FUNCTION", clock: DayCheck.dueClock, claims: true),
            ClaimFunctions.releaseNotice, ClaimFunctions.releaseReminder,
        ]
    }
}
