/// The functions of schema version 7 (`SchemaVersionTeams`): those of version 6, each
/// with the team as its last argument (`t`, default `main`) and every row it reads or
/// writes the team's. What each does is said where it was first made (`DayCheck`,
/// `WinnerFunction`, `ClaimFunctions`, `DueFunction`, `ApplyChangesFunction2`).
enum TeamFunctions {
    static let team = "t text DEFAULT '\(SchemaVersionTeams.defaultTeam)'"

    static var all: [String] {
        days + [winner()] + claims + [ApplyChangesTeams.make(), due()]
    }

    /// Version 9: the answer says how many allowed places had the winner's votes (`tied`:
    /// 1 when the votes alone decided), so a three-way tie is not told as a two-way one.
    static let tied = """

                'tied', (SELECT count(*)::int FROM jsonb_array_elements(allowed) e
                         WHERE (e.value->>'votes')::int = (first->>'votes')::int),
        """

    /// Version 9's cut: with `until`, the rule counts only the votes and vetoes whose change
    /// time (the shell's, when the member made it) is at or before it (the deadline's).
    static func cutAt(_ alias: String, _ cut: Bool) -> String {
        cut ? " AND (until IS NULL OR \(alias).time <= until)" : ""
    }

    /// `lunch.team_zone(t)`: the team's zone, UTC when none is set; in `language` `sql`
    /// (version 7) or `plpgsql` (version 11, `SchemaVersionChecks`: its plan kept by the session).
    static func teamZone(create: String = "CREATE FUNCTION", language: String = "sql") -> String {
        let zone = "coalesce((SELECT s.zone FROM lunch.settings s WHERE s.team = t), 'UTC')"
        return """
            \(create) lunch.team_zone(\(team)) RETURNS text LANGUAGE \(language) STABLE AS
            $$ \(language == "sql" ? "SELECT \(zone)" : "BEGIN RETURN \(zone); END") $$
            """
    }

    static let days = [
        teamZone(),
        """
        CREATE FUNCTION lunch.server_today(\(team)) RETURNS date LANGUAGE sql STABLE AS
        $$ SELECT (now() AT TIME ZONE lunch.team_zone(t))::date $$
        """,
        #"""
        CREATE FUNCTION lunch.check_when(what text, on_day date, happened timestamptz, \#(team)) RETURNS void
        LANGUAGE plpgsql STABLE AS $fn$
        DECLARE
            team_tz text := lunch.team_zone(t);
            today date := (now() AT TIME ZONE team_tz)::date;
            latest date := greatest(on_day, (happened AT TIME ZONE team_tz)::date);
            earliest date := least(on_day, (happened AT TIME ZONE team_tz)::date);
        BEGIN
            IF latest > today + \#(DayCheck.aheadDays) THEN
                RAISE EXCEPTION USING ERRCODE = '22008', MESSAGE = jsonb_build_object(
                    'day', latest, 'today', today, 'zone', team_tz, 'late', false,
                    'ahead', \#(DayCheck.aheadDays), 'window', \#(DayCheck.lateDays))::text;
            ELSIF earliest < today - \#(DayCheck.lateDays) AND what NOT IN ('join', 'diet') THEN
                RAISE EXCEPTION USING ERRCODE = '22008', MESSAGE = jsonb_build_object(
                    'day', earliest, 'today', today, 'zone', team_tz, 'late', true,
                    'ahead', \#(DayCheck.aheadDays), 'window', \#(DayCheck.lateDays))::text;
            END IF;
        END
        $fn$
        """#,
    ]

    /// `bounded` (schema version 8): the rating is the kept row of `lunch.place_ratings`
    /// and the visits are read within the window only (`SchemaVersionBounded`). `cut`
    /// (schema version 9): a last argument `until` (default NULL: everything counts); the
    /// deadline passes its own time, so a vote or veto made after it never decides the day;
    /// the answer has `tied`. `teams` false: version 2's function (`WinnerFunction`), of
    /// the one team a database had then (no `t`, no row's team).
    static func winner(create: String = "CREATE FUNCTION", teams: Bool = true, bounded: Bool = false,
                       cut: Bool = false) -> String {
        /// `alias.team = t AND ` where rows have a team.
        func own(_ alias: String) -> String { teams ? "\(alias).team = t AND " : "" }
        let visitWindow = bounded
            ? " AND v.time >= (on_day - window_days - 2)::timestamptz AND v.time < (on_day + 2)::timestamptz" : ""
        let rating = bounded
            ? "(SELECT r.stars::float8 / r.visits FROM lunch.place_ratings r WHERE r.team = t AND r.place_id = p.id AND r.visits > 0)"
            : "(SELECT avg(v.stars)::float8 FROM lunch.visits v WHERE \(own("v"))v.place_id = p.id)"
        let visits = teams ? """
            FROM lunch.visits v
                             WHERE v.team = t AND v.place_id = p.id\(visitWindow)) x
            """ : "FROM lunch.visits v WHERE v.place_id = p.id) x"
        // Version 2 named the vetoes `t`, which is the team's argument since.
        let veto = teams ? "x" : "t"
        let voted = teams ? """

                                          ON a.team = v.team AND a.day = v.day AND a.member = v.member AND a.coming
                                          WHERE v.team = t AND v.day = on_day\(cutAt("v", cut)))
            """ : """

                                          ON a.day = v.day AND a.member = v.member AND a.coming WHERE v.day = on_day)
            """
        let arguments = teams ? ", \(team)" + (cut ? ", until timestamptz DEFAULT NULL" : "") : ""
        return #"""
        \#(create) lunch.winner(on_day date, anyway boolean DEFAULT false\#(arguments)) RETURNS jsonb
        LANGUAGE plpgsql STABLE AS $fn$
        DECLARE
            window_days int;
            team_zone text;
            ranked jsonb;
            allowed jsonb;
            first jsonb;
            second jsonb;
            rule text;
        BEGIN
            SELECT coalesce(max(s.recency_days), 28), coalesce(max(s.zone), 'UTC') INTO window_days, team_zone
            FROM lunch.settings s\#(teams ? " WHERE s.team = t" : "");
            WITH comers AS (
                SELECT a.member FROM lunch.attendance a WHERE \#(own("a"))a.day = on_day AND a.coming),
            needs AS (
                SELECT DISTINCT n.need, d.member FROM lunch.diets d JOIN comers c ON c.member = d.member
                CROSS JOIN LATERAL unnest(d.needs) AS n(need)\#(teams ? " WHERE d.team = t" : "")),
            counted AS (
                SELECT v.place_id, count(*)::int AS votes FROM lunch.votes v JOIN comers c ON c.member = v.member
                WHERE \#(own("v"))v.day = on_day\#(cutAt("v", cut)) GROUP BY v.place_id),
            candidates AS (
                SELECT p.id, p.name, c.votes,
                    (SELECT count(DISTINCT x.day) FROM (
                         SELECT d.day FROM lunch.decisions d WHERE \#(own("d"))d.place_id = p.id
                         UNION SELECT (v.time AT TIME ZONE team_zone)::date \#(visits)
                     WHERE x.day < on_day AND x.day >= on_day - window_days)::int AS visits,
                    \#(rating) AS rating,
                    EXISTS (SELECT 1 FROM lunch.vetoes \#(veto) WHERE \#(own(veto))\#(veto).day = on_day AND \#(veto).place_id = p.id\#(cutAt(veto, cut))) AS vetoed,
                    coalesce((SELECT jsonb_agg(jsonb_build_object('need', u.need, 'members', u.members) ORDER BY u.need)
                              FROM (SELECT n.need, jsonb_agg(n.member ORDER BY n.member) AS members FROM needs n
                                    WHERE NOT (n.need = ANY (coalesce(p.suits, '{}'::text[]))) GROUP BY n.need) u),
                             '[]'::jsonb) AS unmet
                FROM counted c JOIN lunch.places p ON \#(own("p"))p.id = c.place_id)
            SELECT coalesce(jsonb_agg(to_jsonb(k) ORDER BY k.votes DESC, k.visits, k.rating DESC NULLS LAST, k.name, k.id),
                            '[]'::jsonb)
            INTO ranked FROM candidates k WHERE NOT k.vetoed;
            IF jsonb_array_length(ranked) = 0 THEN
                RETURN jsonb_build_object('place', NULL, 'window', window_days, 'empty',
                    CASE WHEN EXISTS (SELECT 1 FROM lunch.votes v JOIN lunch.attendance a\#(voted)
                         THEN 'vetoed' ELSE 'no_votes' END);
            END IF;
            SELECT coalesce(jsonb_agg(e.value ORDER BY e.n), '[]'::jsonb) INTO allowed
            FROM jsonb_array_elements(ranked) WITH ORDINALITY AS e(value, n)
            WHERE jsonb_array_length(e.value->'unmet') = 0;
            IF jsonb_array_length(allowed) = 0 THEN
                IF NOT anyway THEN
                    RETURN jsonb_build_object('place', NULL, 'window', window_days, 'empty', 'diets',
                        'top', jsonb_build_object('id', ranked->0->>'id', 'name', ranked->0->>'name'),
                        'unmet', ranked->0->'unmet');
                END IF;
                allowed := ranked;
            END IF;
            first := allowed->0;
            second := allowed->1;
            rule := CASE
                WHEN second IS NULL OR (second->>'votes')::int < (first->>'votes')::int THEN 'most_votes'
                WHEN (second->>'visits')::int <> (first->>'visits')::int THEN 'visits'
                WHEN (first->'rating') IS DISTINCT FROM (second->'rating') THEN 'rating'
                WHEN first->>'name' <> second->>'name' THEN 'name'
                ELSE 'id' END;
            RETURN jsonb_build_object(
                'place', jsonb_build_object('id', first->>'id', 'name', first->>'name'),
                'votes', (first->>'votes')::int, 'rule', rule, 'window', window_days,\#(cut ? tied : "")
                'other', CASE WHEN rule = 'most_votes' THEN NULL
                              ELSE jsonb_build_object('id', second->>'id', 'name', second->>'name',
                                                      'votes', (second->>'votes')::int) END,
                'unmet', first->'unmet',
                'passed', CASE WHEN ranked->0->>'id' <> first->>'id' AND (ranked->0->>'votes')::int > (first->>'votes')::int
                               THEN jsonb_build_object('id', ranked->0->>'id', 'name', ranked->0->>'name',
                                                      'votes', (ranked->0->>'votes')::int, 'unmet', ranked->0->'unmet')
                               END);
        END
        $fn$
        """#
    }

    static let claims = [
        """
        CREATE FUNCTION lunch.claim_notice(on_day date, \(team)) RETURNS SETOF lunch.decisions LANGUAGE sql AS
        $$ UPDATE lunch.decisions SET notified_at = now()
           WHERE team = t AND day = on_day AND posted_at IS NULL
             AND (notified_at IS NULL OR notified_at < now() - \(ClaimFunctions.lease)) RETURNING * $$
        """,
        """
        CREATE FUNCTION lunch.claim_reminder(on_day date, who text, \(team)) RETURNS boolean LANGUAGE plpgsql AS
        $$ BEGIN
            UPDATE lunch.reminders SET member = who, reminded_at = now()
            WHERE team = t AND day = on_day AND posted_at IS NULL AND reminded_at < now() - \(ClaimFunctions.lease);
            IF FOUND THEN
                RETURN true;
            END IF;
            INSERT INTO lunch.reminders (team, day, member) VALUES (t, on_day, who) ON CONFLICT (team, day) DO NOTHING;
            RETURN FOUND;
        END $$
        """,
        """
        CREATE FUNCTION lunch.release_notice(on_day date, claimed timestamptz, \(team)) RETURNS boolean LANGUAGE sql AS
        $$ WITH released AS (UPDATE lunch.decisions SET notified_at = NULL
                             WHERE team = t AND day = on_day AND notified_at = claimed RETURNING 1)
           SELECT count(*) = 1 FROM released $$
        """,
        """
        CREATE FUNCTION lunch.release_reminder(on_day date, who text, claimed timestamptz, \(team)) RETURNS boolean
        LANGUAGE sql AS
        $$ WITH released AS (DELETE FROM lunch.reminders
                             WHERE team = t AND day = on_day AND member = who AND reminded_at = claimed RETURNING 1)
           SELECT count(*) = 1 FROM released $$
        """,
        """
        CREATE FUNCTION lunch.confirm_notice(on_day date, claimed timestamptz, \(team)) RETURNS boolean LANGUAGE sql AS
        $$ WITH posted AS (UPDATE lunch.decisions SET posted_at = now()
                           WHERE team = t AND day = on_day AND notified_at = claimed AND posted_at IS NULL RETURNING 1)
           SELECT count(*) = 1 FROM posted $$
        """,
        """
        CREATE FUNCTION lunch.confirm_reminder(on_day date, who text, claimed timestamptz, \(team)) RETURNS boolean
        LANGUAGE sql AS
        $$ WITH posted AS (UPDATE lunch.reminders SET posted_at = now()
                           WHERE team = t AND day = on_day AND member = who AND reminded_at = claimed
                             AND posted_at IS NULL RETURNING 1)
           SELECT count(*) = 1 FROM posted $$
        """,
    ]

    /// `cut` (schema version 9): the deadline's decision counts only the votes and vetoes
    /// made by the deadline (`winner`'s `until`). Built by version 3's builder
    /// (`DueFunction.make`) with the team.
    ///
    /// `zoneOnce` (schema version 11): the clock check reads the zone from the settings row
    /// the function has just read (`s`), not three more times through `lunch.team_zone`.
    static func due(create: String = "CREATE FUNCTION", cut: Bool = false, zoneOnce: Bool = false) -> String {
        DueFunction.make(create: create, clock: zoneOnce ? dueClockOnce : dueClock, claims: true, teams: true,
                         until: cut ? ", (team_day + s.deadline) AT TIME ZONE coalesce(s.zone, 'UTC')" : "")
    }

    /// Version 4's `DayCheck.dueClock` for the team `t`.
    static let dueClock = """
            IF (at AT TIME ZONE lunch.team_zone(t))::date
                   NOT BETWEEN lunch.server_today(t) - \(DayCheck.lateDays) AND lunch.server_today(t) THEN
                at := now();
            END IF;
        """

    /// `dueClock` with the zone of the settings row `lunch.due` read (`s`; UTC when none):
    /// what `lunch.team_zone(t)` reads.
    static let dueClockOnce = """
            IF (at AT TIME ZONE coalesce(s.zone, 'UTC'))::date NOT BETWEEN
                   (now() AT TIME ZONE coalesce(s.zone, 'UTC'))::date - \(DayCheck.lateDays)
                   AND (now() AT TIME ZONE coalesce(s.zone, 'UTC'))::date THEN
                at := now();
            END IF;
        """
}
