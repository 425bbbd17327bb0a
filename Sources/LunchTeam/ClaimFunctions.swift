/// Claims that make a message to the team's chat go out once, whichever shells are online:
/// the first caller gets the row, every later one nothing.
enum ClaimFunctions {
    /// `lunch.claim_notice(day)`: the day's decision, once (its `notified_at` set now).
    static let notice = """
        CREATE FUNCTION lunch.claim_notice(on_day date) RETURNS SETOF lunch.decisions LANGUAGE sql AS
        $$ UPDATE lunch.decisions SET notified_at = now() WHERE day = on_day AND notified_at IS NULL RETURNING * $$
        """

    /// `lunch.claim_reminder(day, member)`: true for the first caller of the day.
    static let reminder = """
        CREATE FUNCTION lunch.claim_reminder(on_day date, who text) RETURNS boolean LANGUAGE sql AS
        $$ WITH claimed AS (INSERT INTO lunch.reminders (day, member) VALUES (on_day, who)
                            ON CONFLICT (day) DO NOTHING RETURNING 1)
           SELECT count(*) = 1 FROM claimed $$
        """
}
