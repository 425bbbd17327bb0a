/// Schema version 8: bounded reads, and news in commit order.
///
/// - `lunch.place_ratings` keeps each team's stars and visits by place, changed by a
///   trigger as visits are added, taken back or changed, so the snapshot's ratings and the
///   rule's (`lunch.winner`) are one row a place, never an average over every visit; the
///   rule counts a place's visits within the recency window only (`visits_place_time`).
/// - News are numbered per team in commit order: each change takes the team's next number
///   (`lunch.changes.news`) from `lunch.team_news` under that row's lock, held until its
///   transaction ends, so a change that commits later always has a higher number and a
///   shell reading `news > cursor` never skips one (a sequence's numbers are taken in
///   start order and may commit out of it). Numbers may have gaps; they never go back.
///   Rows already there keep their sequence number as theirs.
///
/// The owner's writes here pass row-level security for every team (`NO FORCE` while they
/// run, as in version 6). The triggers run as the owner (`SECURITY DEFINER`), so members
/// need no rights on the two new tables beyond reading their team's rows.
enum SchemaVersionBounded {
    static let ratings = [
        """
        CREATE TABLE lunch.place_ratings (
            team text NOT NULL REFERENCES lunch.teams (name),
            place_id text NOT NULL,
            stars bigint NOT NULL,
            visits int NOT NULL,
            PRIMARY KEY (team, place_id),
            FOREIGN KEY (team, place_id) REFERENCES lunch.places (team, id))
        """,
        "ALTER TABLE lunch.visits NO FORCE ROW LEVEL SECURITY",
        """
        INSERT INTO lunch.place_ratings (team, place_id, stars, visits)
        SELECT team, place_id, sum(stars), count(*) FROM lunch.visits GROUP BY team, place_id
        """,
        "ALTER TABLE lunch.visits FORCE ROW LEVEL SECURITY",
        "ALTER TABLE lunch.place_ratings ENABLE ROW LEVEL SECURITY",
        TeamPolicy.ratings.create(),
        "GRANT SELECT ON lunch.place_ratings TO PUBLIC",
        """
        CREATE FUNCTION lunch.keep_ratings() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = pg_catalog, pg_temp AS $$
        BEGIN
            IF TG_OP IN ('DELETE', 'UPDATE') THEN
                UPDATE lunch.place_ratings SET stars = stars - OLD.stars, visits = visits - 1
                WHERE team = OLD.team AND place_id = OLD.place_id;
            END IF;
            IF TG_OP IN ('INSERT', 'UPDATE') THEN
                INSERT INTO lunch.place_ratings AS r (team, place_id, stars, visits)
                VALUES (NEW.team, NEW.place_id, NEW.stars, 1)
                ON CONFLICT (team, place_id) DO UPDATE SET stars = r.stars + EXCLUDED.stars, visits = r.visits + 1;
            END IF;
            RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER keep_ratings AFTER INSERT OR DELETE OR UPDATE OF stars, place_id ON lunch.visits
            FOR EACH ROW EXECUTE FUNCTION lunch.keep_ratings()
        """,
        "CREATE INDEX visits_place_time ON lunch.visits (team, place_id, time)",
        "DROP INDEX lunch.visits_place",
    ]

    static let news = [
        "ALTER TABLE lunch.changes ADD COLUMN news bigint",
        "ALTER TABLE lunch.changes NO FORCE ROW LEVEL SECURITY",
        "UPDATE lunch.changes SET news = seq",
        "ALTER TABLE lunch.changes FORCE ROW LEVEL SECURITY",
        "ALTER TABLE lunch.changes ALTER COLUMN news SET NOT NULL",
        "CREATE UNIQUE INDEX changes_news_order ON lunch.changes (team, news)",
        "DROP INDEX lunch.changes_news",
        """
        CREATE TABLE lunch.team_news (
            team text PRIMARY KEY REFERENCES lunch.teams (name),
            last bigint NOT NULL)
        """,
        """
        INSERT INTO lunch.team_news (team, last)
        SELECT t.name, coalesce((SELECT max(c.seq) FROM lunch.changes c WHERE c.team = t.name), 0) FROM lunch.teams t
        """,
        "ALTER TABLE lunch.team_news ENABLE ROW LEVEL SECURITY",
        """
        CREATE FUNCTION lunch.number_change() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = pg_catalog, pg_temp AS $$
        BEGIN
            INSERT INTO lunch.team_news AS n (team, last) VALUES (NEW.team, 1)
            ON CONFLICT (team) DO UPDATE SET last = n.last + 1 RETURNING n.last INTO NEW.news;
            RETURN NEW;
        END $$
        """,
        "CREATE TRIGGER number_change BEFORE INSERT ON lunch.changes FOR EACH ROW EXECUTE FUNCTION lunch.number_change()",
    ]

    static var statements: [String] {
        ratings + news + [TeamFunctions.winner(create: "CREATE OR REPLACE FUNCTION", bounded: true)]
    }
}
