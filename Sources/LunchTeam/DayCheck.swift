import LunchState

/// Version 4: the server checks the days and times of changes against its own clock
/// (`now()`), never the shell's. The team's day is the date in the team's zone (UTC when
/// none is set). A change is stored only when its day (`vote`, `veto`, `decide`, `in`, …)
/// and the date of its time are at most `aheadDays` after the server's day (a member in a
/// zone ahead of the team's is already on the next day) and, but for `join` and `diet`
/// (which are about the member, not a day), at most `lateDays` before it (an outbox that
/// waited while offline). Otherwise it is refused with a JSON line the shell words
/// (`DayRefusal`). `lunch.due` takes the shell's clock only within the server's day and the
/// `lateDays` before it; another time (a shell at `--now 2031-06-02T12:00`) is the server's.
enum DayCheck {
    static let aheadDays = TeamDayWindow.ahead
    static let lateDays = TeamDayWindow.late

    static let functions = [
        """
        CREATE FUNCTION lunch.team_zone() RETURNS text LANGUAGE sql STABLE AS
        $$ SELECT coalesce((SELECT s.zone FROM lunch.settings s LIMIT 1), 'UTC') $$
        """,
        """
        CREATE FUNCTION lunch.server_today() RETURNS date LANGUAGE sql STABLE AS
        $$ SELECT (now() AT TIME ZONE lunch.team_zone())::date $$
        """,
        #"""
        CREATE FUNCTION lunch.check_when(what text, on_day date, happened timestamptz) RETURNS void
        LANGUAGE plpgsql STABLE AS $fn$
        DECLARE
            team_tz text := lunch.team_zone();
            today date := (now() AT TIME ZONE team_tz)::date;
            latest date := greatest(on_day, (happened AT TIME ZONE team_tz)::date);
            earliest date := least(on_day, (happened AT TIME ZONE team_tz)::date);
        BEGIN
            IF latest > today + \#(aheadDays) THEN
                RAISE EXCEPTION USING ERRCODE = '22008', MESSAGE = jsonb_build_object(
                    'day', latest, 'today', today, 'zone', team_tz, 'late', false,
                    'ahead', \#(aheadDays), 'window', \#(lateDays))::text;
            ELSIF earliest < today - \#(lateDays) AND what NOT IN ('join', 'diet') THEN
                RAISE EXCEPTION USING ERRCODE = '22008', MESSAGE = jsonb_build_object(
                    'day', earliest, 'today', today, 'zone', team_tz, 'late', true,
                    'ahead', \#(aheadDays), 'window', \#(lateDays))::text;
            END IF;
        END
        $fn$
        """#,
    ]

    // In `lunch.apply_changes`, after the checks every change passes: `PERFORM
    // lunch.check_when(…)` (`ApplyChangesTeams.make`, `dayCheck`).

    /// In `lunch.due`, once the settings are read.
    static let dueClock = """
                -- The shell's clock only within the server's days (DayCheck).
                IF (at AT TIME ZONE lunch.team_zone())::date
                       NOT BETWEEN lunch.server_today() - \(lateDays) AND lunch.server_today() THEN
                    at := now();
                END IF;
        """
}
