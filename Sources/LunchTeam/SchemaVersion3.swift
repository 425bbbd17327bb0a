/// Version 3 of the team's schema: the deadline decides by itself (`DueFunction`). It
/// upgrades a version 2 database in place, adding one table and one change kind; no row
/// is dropped or changed.
enum SchemaVersion3 {
    static let tables = [
        // A decision the deadline made is in the ledger (news: "decided by the deadline").
        "ALTER TABLE lunch.changes DROP CONSTRAINT changes_kind_check",
        """
        ALTER TABLE lunch.changes ADD CONSTRAINT changes_kind_check CHECK (kind IN (
            'join', 'rate', 'unrate', 'vote', 'unvote', 'decide', 'diet',
            'veto', 'unveto', 'in', 'out', 'reopen', 'settings', 'deadline'))
        """,
        // The days the deadline has passed on with a decision (made by it, or found made):
        // at most one row a day, so the deadline acts once, and a day reopened after it is
        // not decided by it again.
        """
        CREATE TABLE lunch.deadline_days (
            day date PRIMARY KEY,
            member text NOT NULL REFERENCES lunch.members (name),
            decided boolean NOT NULL,
            time timestamptz NOT NULL DEFAULT now())
        """,
    ]

    static let security = [
        "ALTER TABLE lunch.deadline_days ENABLE ROW LEVEL SECURITY",
        "ALTER TABLE lunch.deadline_days FORCE ROW LEVEL SECURITY",
        "CREATE POLICY read ON lunch.deadline_days FOR SELECT USING (true)",
        "CREATE POLICY add ON lunch.deadline_days FOR INSERT WITH CHECK (lunch.is_own(member))",
        "GRANT SELECT, INSERT ON lunch.deadline_days TO PUBLIC",
    ]

    static var statements: [String] { tables + security + [DueFunction.definition] }
}
