/// Schema version 6: a chat message's claim is a lease. A shell that claimed a decision's
/// notice or the day's reminder (`lunch.due`) and posted it says so (`lunch.confirm_notice`,
/// `lunch.confirm_reminder`: `posted_at`); a claim not confirmed within
/// `ClaimFunctions.lease` (its reply lost with the connection, or its shell killed before
/// or while posting) is claimed again by the next shell that asks what is due, so the
/// message is never lost (at least once: a post whose confirmation was lost may go twice).
/// Claims made before this version count as posted. `lunch.due` itself is unchanged.
enum SchemaVersionLease {
    static let statements: [String] = [
        "ALTER TABLE lunch.decisions ADD COLUMN posted_at timestamptz",
        "ALTER TABLE lunch.reminders ADD COLUMN posted_at timestamptz",
        // The owner marks the claims made before as posted (row security is forced on it too).
        "ALTER TABLE lunch.decisions NO FORCE ROW LEVEL SECURITY",
        "ALTER TABLE lunch.reminders NO FORCE ROW LEVEL SECURITY",
        "UPDATE lunch.decisions SET posted_at = notified_at WHERE notified_at IS NOT NULL",
        "UPDATE lunch.reminders SET posted_at = reminded_at",
        "ALTER TABLE lunch.decisions FORCE ROW LEVEL SECURITY",
        "ALTER TABLE lunch.reminders FORCE ROW LEVEL SECURITY",
        "GRANT UPDATE (posted_at) ON lunch.decisions TO PUBLIC",
        // Any member takes over a reminder claimed and never posted (as itself).
        """
        CREATE POLICY retake ON lunch.reminders FOR UPDATE
            USING (lunch.is_member() AND posted_at IS NULL) WITH CHECK (lunch.is_own(member))
        """,
        ClaimFunctions.leasedNotice, ClaimFunctions.leasedReminder,
        ClaimFunctions.confirmNotice, ClaimFunctions.confirmReminder,
    ]
}
