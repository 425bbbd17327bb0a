/// Version 1 of the team's schema `lunch`: the tables, row-level security and the function
/// that applies a batch of changes. Constant SQL only: every value reaches the server as a
/// bound parameter (see `ChangeBatch`), never inside these strings.
///
/// `changes` is both the idempotence ledger (a change id is stored once) and the news feed
/// (`seq`). Every table has row-level security, forced also for its owner: everybody reads,
/// and a row can be written only when its member belongs to the connecting database role.
enum SchemaVersion1 {
    static let tables = [
        """
        CREATE TABLE lunch.members (
            name text PRIMARY KEY CHECK (name <> ''),
            role name NOT NULL DEFAULT current_user,
            joined timestamptz NOT NULL DEFAULT now())
        """,
        """
        CREATE TABLE lunch.places (
            id text PRIMARY KEY,
            name text NOT NULL,
            latitude double precision NOT NULL,
            longitude double precision NOT NULL)
        """,
        """
        CREATE TABLE lunch.changes (
            change_id uuid PRIMARY KEY,
            seq bigserial NOT NULL UNIQUE,
            member text NOT NULL REFERENCES lunch.members (name),
            kind text NOT NULL CHECK (kind IN ('join', 'rate', 'unrate', 'vote', 'unvote', 'decide', 'diet')),
            place_id text REFERENCES lunch.places (id),
            stars int,
            time timestamptz NOT NULL,
            stored timestamptz NOT NULL DEFAULT now())
        """,
        """
        CREATE TABLE lunch.visits (
            change_id uuid PRIMARY KEY REFERENCES lunch.changes (change_id),
            member text NOT NULL REFERENCES lunch.members (name),
            place_id text NOT NULL REFERENCES lunch.places (id),
            stars int NOT NULL CHECK (stars BETWEEN 1 AND 5),
            note text,
            time timestamptz NOT NULL)
        """,
        "CREATE INDEX visits_time ON lunch.visits (time DESC)",
        oneADay("votes"),
        """
        CREATE TABLE lunch.decisions (
            day date PRIMARY KEY,
            place_id text NOT NULL REFERENCES lunch.places (id),
            member text NOT NULL REFERENCES lunch.members (name),
            time timestamptz NOT NULL)
        """,
        """
        CREATE TABLE lunch.diets (
            member text PRIMARY KEY REFERENCES lunch.members (name),
            needs text[] NOT NULL DEFAULT '{}')
        """,
    ]

    /// A table of one place a member a day: version 1's votes, version 2's vetoes.
    static func oneADay(_ table: String) -> String {
        """
        CREATE TABLE lunch.\(table) (
            day date NOT NULL,
            member text NOT NULL REFERENCES lunch.members (name),
            place_id text NOT NULL REFERENCES lunch.places (id),
            time timestamptz NOT NULL,
            PRIMARY KEY (day, member))
        """
    }

    /// Tables whose rows belong to a member (column `member`).
    static let memberTables = ["changes", "visits", "votes", "decisions", "diets"]

    static let security: [String] = {
        var statements = [
            """
            CREATE FUNCTION lunch.is_own(who text) RETURNS boolean LANGUAGE sql STABLE AS
            $$ SELECT EXISTS (SELECT 1 FROM lunch.members m WHERE m.name = who AND m.role = current_user) $$
            """,
            """
            CREATE FUNCTION lunch.is_member() RETURNS boolean LANGUAGE sql STABLE AS
            $$ SELECT EXISTS (SELECT 1 FROM lunch.members m WHERE m.role = current_user) $$
            """,
            "GRANT USAGE ON SCHEMA lunch TO PUBLIC",
            "GRANT SELECT ON lunch.schema_migrations TO PUBLIC",
            "GRANT USAGE, SELECT ON SEQUENCE lunch.changes_seq_seq TO PUBLIC",
        ]
        for table in ["members", "places"] + memberTables {
            statements += [
                "ALTER TABLE lunch.\(table) ENABLE ROW LEVEL SECURITY",
                "ALTER TABLE lunch.\(table) FORCE ROW LEVEL SECURITY",
                "CREATE POLICY read ON lunch.\(table) FOR SELECT USING (true)",
                "GRANT SELECT, INSERT, UPDATE, DELETE ON lunch.\(table) TO PUBLIC",
            ]
        }
        statements += [
            "CREATE POLICY add ON lunch.members FOR INSERT WITH CHECK (role = current_user)",
            "CREATE POLICY edit ON lunch.members FOR UPDATE USING (role = current_user) WITH CHECK (role = current_user)",
            "CREATE POLICY remove ON lunch.members FOR DELETE USING (role = current_user)",
            "CREATE POLICY add ON lunch.places FOR INSERT WITH CHECK (lunch.is_member())",
            "CREATE POLICY edit ON lunch.places FOR UPDATE USING (lunch.is_member()) WITH CHECK (lunch.is_member())",
            // The ledger is append-only: no update or delete policy.
            "CREATE POLICY add ON lunch.changes FOR INSERT WITH CHECK (lunch.is_own(member))",
        ]
        for table in ["visits", "votes", "decisions", "diets"] {
            statements += [
                "CREATE POLICY add ON lunch.\(table) FOR INSERT WITH CHECK (lunch.is_own(member))",
                "CREATE POLICY edit ON lunch.\(table) FOR UPDATE USING (lunch.is_own(member)) WITH CHECK (lunch.is_own(member))",
                "CREATE POLICY remove ON lunch.\(table) FOR DELETE USING (lunch.is_own(member))",
            ]
        }
        return statements
    }()

    static var statements: [String] { tables + security + [ApplyChangesFunction.definition] }
}
