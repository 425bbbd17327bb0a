/// Version 2 of the team's schema: approval votes (one per place per member per day),
/// vetoes (at most one a member a day), who is coming, the team's settings, decisions
/// with their reason, and the one rule that decides (`WinnerFunction`). It upgrades a
/// version 1 database in place: every table is altered or added, no row is dropped (a v1
/// vote, one a member a day, is a valid v2 vote; a v1 decision has no reason).
enum SchemaVersion2 {
    static let tables = [
        // Approval votes: one per place per member per day.
        "ALTER TABLE lunch.votes DROP CONSTRAINT votes_pkey",
        "ALTER TABLE lunch.votes ADD PRIMARY KEY (day, member, place_id)",
        "ALTER TABLE lunch.changes DROP CONSTRAINT changes_kind_check",
        """
        ALTER TABLE lunch.changes ADD CONSTRAINT changes_kind_check CHECK (kind IN (
            'join', 'rate', 'unrate', 'vote', 'unvote', 'decide', 'diet',
            'veto', 'unveto', 'in', 'out', 'reopen', 'settings'))
        """,
        // The diet tags and cuisines a place has (as `pick --team` reads them); NULL: not known.
        "ALTER TABLE lunch.places ADD COLUMN suits text[]",
        SchemaVersion1.oneADay("vetoes"),
        """
        CREATE TABLE lunch.attendance (
            day date NOT NULL,
            member text NOT NULL REFERENCES lunch.members (name),
            coming boolean NOT NULL,
            time timestamptz NOT NULL,
            PRIMARY KEY (day, member))
        """,
        // A v1 vote said its member was coming.
        """
        INSERT INTO lunch.attendance (day, member, coming, time)
        SELECT v.day, v.member, true, min(v.time) FROM lunch.votes v GROUP BY v.day, v.member
        """,
        // One row: the team's settings (the deadline in the team's IANA zone, the recency
        // window, the chat webhook and the reminder before the deadline).
        """
        CREATE TABLE lunch.settings (
            one boolean PRIMARY KEY DEFAULT true CHECK (one),
            deadline time,
            zone text,
            recency_days int NOT NULL DEFAULT 28 CHECK (recency_days BETWEEN 1 AND 365),
            notify_url text,
            remind_minutes int CHECK (remind_minutes BETWEEN 1 AND 720),
            changed_by text REFERENCES lunch.members (name),
            changed timestamptz)
        """,
        "INSERT INTO lunch.settings (one) VALUES (true)",
        // A decision's reason (`lunch.winner`'s answer; NULL: typed by hand, or from v1),
        // whether the deadline made it, and when the chat was told (claimed once).
        "ALTER TABLE lunch.decisions ADD COLUMN reason jsonb",
        "ALTER TABLE lunch.decisions ADD COLUMN by_deadline boolean NOT NULL DEFAULT false",
        "ALTER TABLE lunch.decisions ADD COLUMN notified_at timestamptz",
        // The reminder before the deadline, claimed once a day (no decision exists yet then).
        """
        CREATE TABLE lunch.reminders (
            day date PRIMARY KEY,
            member text NOT NULL REFERENCES lunch.members (name),
            reminded_at timestamptz NOT NULL DEFAULT now())
        """,
    ]

    static let security: [String] = {
        var statements: [String] = []
        for table in ["vetoes", "attendance", "settings", "reminders"] {
            statements += [
                "ALTER TABLE lunch.\(table) ENABLE ROW LEVEL SECURITY",
                "ALTER TABLE lunch.\(table) FORCE ROW LEVEL SECURITY",
                "CREATE POLICY read ON lunch.\(table) FOR SELECT USING (true)",
                "GRANT SELECT, INSERT, UPDATE, DELETE ON lunch.\(table) TO PUBLIC",
            ]
        }
        for table in ["vetoes", "attendance", "reminders"] {
            statements += [
                "CREATE POLICY add ON lunch.\(table) FOR INSERT WITH CHECK (lunch.is_own(member))",
                "CREATE POLICY edit ON lunch.\(table) FOR UPDATE USING (lunch.is_own(member)) WITH CHECK (lunch.is_own(member))",
                "CREATE POLICY remove ON lunch.\(table) FOR DELETE USING (lunch.is_own(member))",
            ]
        }
        statements += [
            // The settings are the team's: any member changes them, naming themself.
            "CREATE POLICY edit ON lunch.settings FOR UPDATE USING (lunch.is_member()) WITH CHECK (lunch.is_own(changed_by))",
            // `decide --reopen`: any member takes the day's decision back.
            "CREATE POLICY reopen ON lunch.decisions FOR DELETE USING (lunch.is_member())",
            // Claiming the chat message: any member marks a decision told, and only that column.
            "CREATE POLICY notify ON lunch.decisions FOR UPDATE USING (lunch.is_member()) WITH CHECK (lunch.is_member())",
            "REVOKE UPDATE ON lunch.decisions FROM PUBLIC",
            "GRANT UPDATE (notified_at) ON lunch.decisions TO PUBLIC",
        ]
        return statements
    }()

    static var statements: [String] {
        tables + security + [WinnerFunction.definition, ApplyChangesFunction2.definition, ClaimFunctions.notice,
                             ClaimFunctions.reminder]
    }
}
