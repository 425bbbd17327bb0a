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

    /// `lunch.release_notice(day, claimed)` (schema version 4): gives back a claim whose post
    /// failed (`notified_at` as it was claimed), so the next exchange of any shell claims it.
    static let releaseNotice = """
        CREATE FUNCTION lunch.release_notice(on_day date, claimed timestamptz) RETURNS boolean LANGUAGE sql AS
        $$ WITH released AS (UPDATE lunch.decisions SET notified_at = NULL
                             WHERE day = on_day AND notified_at = claimed RETURNING 1)
           SELECT count(*) = 1 FROM released $$
        """

    /// `lunch.release_reminder(day, member, claimed)` (schema version 4): the same for the
    /// day's reminder (its claim row deleted, so it is claimed again while it is still due).
    static let releaseReminder = """
        CREATE FUNCTION lunch.release_reminder(on_day date, who text, claimed timestamptz) RETURNS boolean LANGUAGE sql AS
        $$ WITH released AS (DELETE FROM lunch.reminders
                             WHERE day = on_day AND member = who AND reminded_at = claimed RETURNING 1)
           SELECT count(*) = 1 FROM released $$
        """

    /// How long a claim not confirmed as posted holds (schema version 6; README "Team").
    static let lease = "interval '2 minutes'"

    /// `lunch.claim_notice(day)` (schema version 6): also a claim older than the lease whose
    /// post was never confirmed.
    static let leasedNotice = """
        CREATE OR REPLACE FUNCTION lunch.claim_notice(on_day date) RETURNS SETOF lunch.decisions LANGUAGE sql AS
        $$ UPDATE lunch.decisions SET notified_at = now()
           WHERE day = on_day AND posted_at IS NULL
             AND (notified_at IS NULL OR notified_at < now() - \(lease)) RETURNING * $$
        """

    /// `lunch.claim_reminder(day, member)` (schema version 6): also takes over a claim older
    /// than the lease whose post was never confirmed (a second caller waits for the first's
    /// row and then finds it fresh).
    static let leasedReminder = """
        CREATE OR REPLACE FUNCTION lunch.claim_reminder(on_day date, who text) RETURNS boolean LANGUAGE plpgsql AS
        $$ BEGIN
            UPDATE lunch.reminders SET member = who, reminded_at = now()
            WHERE day = on_day AND posted_at IS NULL AND reminded_at < now() - \(lease);
            IF FOUND THEN
                RETURN true;
            END IF;
            INSERT INTO lunch.reminders (day, member) VALUES (on_day, who) ON CONFLICT (day) DO NOTHING;
            RETURN FOUND;
        END $$
        """

    /// `lunch.confirm_notice(day, claimed)` (schema version 6): the claim was posted.
    static let confirmNotice = """
        CREATE FUNCTION lunch.confirm_notice(on_day date, claimed timestamptz) RETURNS boolean LANGUAGE sql AS
        $$ WITH posted AS (UPDATE lunch.decisions SET posted_at = now()
                           WHERE day = on_day AND notified_at = claimed AND posted_at IS NULL RETURNING 1)
           SELECT count(*) = 1 FROM posted $$
        """

    /// `lunch.confirm_reminder(day, member, claimed)` (schema version 6): the same for the reminder.
    static let confirmReminder = """
        CREATE FUNCTION lunch.confirm_reminder(on_day date, who text, claimed timestamptz) RETURNS boolean LANGUAGE sql AS
        $$ WITH posted AS (UPDATE lunch.reminders SET posted_at = now()
                           WHERE day = on_day AND member = who AND reminded_at = claimed AND posted_at IS NULL RETURNING 1)
           SELECT count(*) = 1 FROM posted $$
        """
}
