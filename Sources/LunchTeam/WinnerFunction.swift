/// `lunch.winner(day, anyway)`: the one rule that decides a day, on the server, so that
/// every shell (and the deadline) agrees. Counted: the votes of the members coming
/// (`lunch.attendance`). Allowed: voted places nobody vetoed that meet the diet needs of
/// everyone coming (a need is met when the place's `suits` holds it: its `diet:X=yes|only`
/// tags and cuisines, as `pick --team` reads them); with `anyway`, when no voted place
/// meets them, the diets are set aside. Order: most votes, then fewer team visits (days
/// with a rating or a decision) in the recency window, then the team's higher average
/// rating, then the name, then the id.
///
/// The answer (jsonb): `place` {id, name} or null; `votes`; `rule` (`most_votes` when
/// the votes alone decided, else the tie-break that did: `visits`, `rating`, `name`,
/// `id`); `other` {id, name, votes}: the place tied with it; `window` (days); `unmet`
/// [{need, members}] of the place decided (only with `anyway`); `passed` {id, name, votes,
/// unmet}: the place with more votes that the diets ruled out; without a place, `empty`:
/// `no_votes`, `vetoed` (every voted place) or `diets` (with `top`, the most voted
/// allowed place, and its `unmet`).
enum WinnerFunction {
    static let definition = #"""
        CREATE FUNCTION lunch.winner(on_day date, anyway boolean DEFAULT false) RETURNS jsonb
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
            FROM lunch.settings s;
            WITH comers AS (
                SELECT a.member FROM lunch.attendance a WHERE a.day = on_day AND a.coming),
            needs AS (
                SELECT DISTINCT n.need, d.member FROM lunch.diets d JOIN comers c ON c.member = d.member
                CROSS JOIN LATERAL unnest(d.needs) AS n(need)),
            counted AS (
                SELECT v.place_id, count(*)::int AS votes FROM lunch.votes v JOIN comers c ON c.member = v.member
                WHERE v.day = on_day GROUP BY v.place_id),
            candidates AS (
                SELECT p.id, p.name, c.votes,
                    (SELECT count(DISTINCT x.day) FROM (
                         SELECT d.day FROM lunch.decisions d WHERE d.place_id = p.id
                         UNION SELECT (v.time AT TIME ZONE team_zone)::date FROM lunch.visits v WHERE v.place_id = p.id) x
                     WHERE x.day < on_day AND x.day >= on_day - window_days)::int AS visits,
                    (SELECT avg(v.stars)::float8 FROM lunch.visits v WHERE v.place_id = p.id) AS rating,
                    EXISTS (SELECT 1 FROM lunch.vetoes t WHERE t.day = on_day AND t.place_id = p.id) AS vetoed,
                    coalesce((SELECT jsonb_agg(jsonb_build_object('need', u.need, 'members', u.members) ORDER BY u.need)
                              FROM (SELECT n.need, jsonb_agg(n.member ORDER BY n.member) AS members FROM needs n
                                    WHERE NOT (n.need = ANY (coalesce(p.suits, '{}'::text[]))) GROUP BY n.need) u),
                             '[]'::jsonb) AS unmet
                FROM counted c JOIN lunch.places p ON p.id = c.place_id)
            SELECT coalesce(jsonb_agg(to_jsonb(k) ORDER BY k.votes DESC, k.visits, k.rating DESC NULLS LAST, k.name, k.id),
                            '[]'::jsonb)
            INTO ranked FROM candidates k WHERE NOT k.vetoed;
            IF jsonb_array_length(ranked) = 0 THEN
                RETURN jsonb_build_object('place', NULL, 'window', window_days, 'empty',
                    CASE WHEN EXISTS (SELECT 1 FROM lunch.votes v JOIN lunch.attendance a
                                      ON a.day = v.day AND a.member = v.member AND a.coming WHERE v.day = on_day)
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
                'votes', (first->>'votes')::int, 'rule', rule, 'window', window_days,
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
