import LunchState

/// Schema version 7: many teams in one database. `lunch.teams` names them; every table
/// has a `team` column first in its primary key and in every foreign key, so rows of two
/// teams never meet. Row-level security reads the team from the row and the connecting
/// role, never from a session setting (a pooler in transaction mode keeps none):
/// `lunch.in_team(team)` is true when the team is open (`role` NULL, as the team `main`
/// this migration makes) or the role is a member of the team's database role
/// (`pg_has_role`); only then does the role read the team's rows, join it, or write as
/// one of its members (`lunch.is_own(member, team)`). The functions take the team as their
/// last argument (default `main`, so SQL written for one team still means that team).
/// Every row already there becomes the team `main`'s; nothing is dropped.
enum SchemaVersionTeams {
    /// The team a connection string names when it names none.
    static let defaultTeam = "main"

    /// The tables with a team: the order their columns and keys are made in.
    static let teamTables = ["members", "places", "changes", "visits", "votes", "decisions", "diets", "vetoes",
                             "attendance", "settings", "reminders", "deadline_days"]

    static let keys: [String: String] = [
        "members": "team, name", "places": "team, id", "changes": "team, change_id", "visits": "team, change_id",
        "votes": "team, day, member, place_id", "decisions": "team, day", "diets": "team, member",
        "vetoes": "team, day, member", "attendance": "team, day, member", "settings": "team",
        "reminders": "team, day", "deadline_days": "team, day",
    ]

    /// (table, its columns, the table and columns they reference), all with the team first.
    static let references: [(String, String, String)] = [
        ("changes", "member", "members (team, name)"), ("changes", "place_id", "places (team, id)"),
        ("visits", "change_id", "changes (team, change_id)"), ("visits", "member", "members (team, name)"),
        ("visits", "place_id", "places (team, id)"), ("votes", "member", "members (team, name)"),
        ("votes", "place_id", "places (team, id)"), ("decisions", "member", "members (team, name)"),
        ("decisions", "place_id", "places (team, id)"), ("diets", "member", "members (team, name)"),
        ("vetoes", "member", "members (team, name)"), ("vetoes", "place_id", "places (team, id)"),
        ("attendance", "member", "members (team, name)"), ("settings", "changed_by", "members (team, name)"),
        ("reminders", "member", "members (team, name)"), ("deadline_days", "member", "members (team, name)"),
    ]

    static let teams = [
        """
        CREATE TABLE lunch.teams (
            name text PRIMARY KEY CHECK (name ~ '^[a-z0-9][a-z0-9_-]{0,31}$'),
            role name,
            created timestamptz NOT NULL DEFAULT now())
        """,
        "INSERT INTO lunch.teams (name) VALUES ('\(defaultTeam)')",
        // Everybody sees the teams open to them; only the owner (an admin) adds or closes one.
        "ALTER TABLE lunch.teams ENABLE ROW LEVEL SECURITY",
        "GRANT SELECT ON lunch.teams TO PUBLIC",
    ]

    /// The policies, keys and functions of before go; the tables get their team.
    static let unkeyed = [
        """
        DO $$ DECLARE r record; BEGIN
            FOR r IN SELECT policyname, tablename FROM pg_policies WHERE schemaname = 'lunch' LOOP
                EXECUTE format('DROP POLICY %I ON lunch.%I', r.policyname, r.tablename);
            END LOOP;
            FOR r IN SELECT conname, conrelid::regclass AS tab, contype FROM pg_constraint
                     WHERE connamespace = 'lunch'::regnamespace AND contype IN ('f', 'p')
                       AND conrelid NOT IN ('lunch.schema_migrations'::regclass, 'lunch.teams'::regclass)
                     ORDER BY contype LOOP
                EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.tab, r.conname);
            END LOOP;
        END $$
        """,
        "DROP FUNCTION lunch.apply_changes(jsonb)",
        "DROP FUNCTION lunch.winner(date, boolean)",
        "DROP FUNCTION lunch.due(timestamptz, text, date)",
        "DROP FUNCTION lunch.claim_notice(date)",
        "DROP FUNCTION lunch.claim_reminder(date, text)",
        "DROP FUNCTION lunch.release_notice(date, timestamptz)",
        "DROP FUNCTION lunch.release_reminder(date, text, timestamptz)",
        "DROP FUNCTION lunch.confirm_notice(date, timestamptz)",
        "DROP FUNCTION lunch.confirm_reminder(date, text, timestamptz)",
        "DROP FUNCTION lunch.check_when(text, date, timestamptz)",
        "DROP FUNCTION lunch.server_today()",
        "DROP FUNCTION lunch.team_zone()",
        "DROP FUNCTION lunch.is_own(text)",
        "DROP FUNCTION lunch.is_member()",
    ]

    static let keyed: [String] = {
        var statements: [String] = []
        for table in teamTables {
            statements += [
                "ALTER TABLE lunch.\(table) ADD COLUMN team text NOT NULL DEFAULT '\(defaultTeam)' REFERENCES lunch.teams (name)",
                "ALTER TABLE lunch.\(table) ADD PRIMARY KEY (\(keys[table]!))",
            ]
        }
        for (table, column, target) in references {
            statements.append("ALTER TABLE lunch.\(table) ADD FOREIGN KEY (team, \(column)) REFERENCES lunch.\(target)")
        }
        statements += [
            "DROP INDEX lunch.visits_time",
            "CREATE INDEX visits_time ON lunch.visits (team, time DESC)",
            "CREATE INDEX visits_place ON lunch.visits (team, place_id)",
            "CREATE INDEX changes_news ON lunch.changes (team, seq)",
            "CREATE INDEX decisions_place ON lunch.decisions (team, place_id)",
        ]
        return statements
    }()

    static let access = checks(language: "sql") + [
        // A team's settings row comes with it (the defaults: anybody may make that row).
        """
        CREATE FUNCTION lunch.team_settings() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            INSERT INTO lunch.settings (team) VALUES (NEW.name) ON CONFLICT DO NOTHING;
            RETURN NULL;
        END $$
        """,
        "CREATE TRIGGER team_settings AFTER INSERT ON lunch.teams FOR EACH ROW EXECUTE FUNCTION lunch.team_settings()",
    ]

    static let security: [String] = [
        """
        CREATE POLICY read ON lunch.teams FOR SELECT USING (role IS NULL OR coalesce(
            pg_has_role(current_user, to_regrole(quote_ident(role))::oid, 'MEMBER'), false))
        """,
    ] + TeamPolicy.teams.map { $0.create() }

    /// Each team's changes are notified on a channel of its own (`TeamSchema.channel(team)`).
    static let notify = """
        CREATE OR REPLACE FUNCTION lunch.notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify('\(TeamSchema.channelPrefix)' || NEW.team, '');
            RETURN NULL;
        END $$
        """

    /// `lunch.in_team`, `lunch.is_own` and `lunch.is_member` (`TeamCheck`) as `create`
    /// makes them in `language`: `sql` (version 7; `is_own` and `is_member` call `in_team`)
    /// or `plpgsql` (version 10, `SchemaVersionChecks`: one body each, planned once a session).
    static func checks(create: String = "CREATE FUNCTION", language: String) -> [String] {
        let sql = language == "sql"
        func body(_ test: String) -> String { sql ? "SELECT \(test)" : "BEGIN RETURN \(test); END" }
        let admitted = sql ? "lunch.in_team(t)" : TeamCheck.admitted("t")
        return [
            """
            \(create) lunch.in_team(t text) RETURNS boolean LANGUAGE \(language) STABLE AS
            $$ \(body(TeamCheck.admitted("t"))) $$
            """,
            """
            \(create) lunch.is_own(who text, t text DEFAULT '\(defaultTeam)') RETURNS boolean LANGUAGE \(language) STABLE AS
            $$ \(body(admitted + " AND " + TeamCheck.holder(team: "t", name: "who"))) $$
            """,
            """
            \(create) lunch.is_member(t text DEFAULT '\(defaultTeam)') RETURNS boolean LANGUAGE \(language) STABLE AS
            $$ \(body(admitted + " AND " + TeamCheck.holder(team: "t", name: nil))) $$
            """,
        ]
    }

    static var statements: [String] {
        teams + unkeyed + keyed + access + security + [notify] + TeamFunctions.all
    }
}
