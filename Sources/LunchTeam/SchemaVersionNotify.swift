import LunchState

/// Schema version 5: every change stored in the ledger notifies the team's
/// channel (`TeamSchema.channel`) when its transaction commits, so that an open shell
/// listening there reads the team at once instead of waiting for its poll. A row trigger
/// on `lunch.changes`, which `lunch.apply_changes` and the deadline's decision both insert
/// into: a change sent again (already stored, nothing inserted) notifies nobody, and the
/// notifications of one transaction fold into one (same channel, same empty payload).
/// Nothing is dropped or changed.
enum SchemaVersionNotify {
    static let statements = [
        """
        CREATE FUNCTION lunch.notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify('\(TeamSchema.channel)', '');
            RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER notify_change AFTER INSERT ON lunch.changes
            FOR EACH ROW EXECUTE FUNCTION lunch.notify_change()
        """,
    ]
}
