/// `lunch.apply_changes(batch, t)` of schema version 7: version 4's function
/// (`ApplyChangesFunction2.make(dayCheck:)`) for the team `t`. A role the team does not
/// admit (`lunch.in_team`) has every change refused, a `join` included.
///
/// `cut` (schema version 9): a decided day takes no `unvote`, `unveto`, `in` or `out`
/// either (until `reopen`), and a `vote` or `veto` made (its change time) after the day's
/// deadline is refused while the deadline has not acted on the day (no `deadline_days`
/// row: a day it decided, or found decided and then reopened, takes votes again).
///
/// `late` (schema version 10, `LateChanges`): on a day the deadline decided, a change of
/// those a decided day refuses that was made by the deadline is taken, and the decision
/// follows it.
enum ApplyChangesTeams {
    /// The kinds a decided day refuses.
    static func closedKinds(_ cut: Bool) -> String {
        cut ? "'vote', 'veto', 'unvote', 'unveto', 'in', 'out'" : "'vote', 'veto'"
    }

    /// Version 9: a vote or veto made after the deadline the deadline has not acted on yet.
    static let lateRefusal = #"""

                    IF what IN ('vote', 'veto') AND NOT decided AND EXISTS (
                        SELECT 1 FROM lunch.settings s WHERE s.team = t AND s.deadline IS NOT NULL
                            AND happened > ((c->>'day')::date + s.deadline) AT TIME ZONE coalesce(s.zone, 'UTC'))
                       AND NOT EXISTS (SELECT 1 FROM lunch.deadline_days x WHERE x.team = t AND x.day = (c->>'day')::date) THEN
                        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = format(
                            'the deadline %s has passed for %s: votes and vetoes made after it do not count (decide by hand)',
                            (SELECT left(s.deadline::text, 5) FROM lunch.settings s WHERE s.team = t), c->>'day');
                    END IF;
        """#

    static func make(create: String = "CREATE FUNCTION", cut: Bool = false, late: Bool = false) -> String {
        #"""
        \#(create) lunch.apply_changes(batch jsonb, \#(TeamFunctions.team)) RETURNS TABLE (applied uuid, refusal text)
        LANGUAGE plpgsql AS $fn$
        DECLARE
            c jsonb;
            who text;
            what text;
            happened timestamptz;
            place_key text;
            holder name;
            visit_member text;
            visit_place text;
            added int;
            outcome jsonb;
            decided boolean;
            admitted boolean := lunch.in_team(t);\#(late ? LateChanges.variables : "")
        BEGIN
            -- Acknowledged means on disk, whatever the server's default.
            PERFORM set_config('synchronous_commit', 'on', true);
            FOR c IN SELECT e.value FROM jsonb_array_elements(batch) WITH ORDINALITY AS e(value, n) ORDER BY e.n LOOP
                applied := (c->>'id')::uuid;
                refusal := NULL;
                IF admitted AND EXISTS (SELECT 1 FROM lunch.changes x WHERE x.team = t AND x.change_id = applied) THEN
                    RETURN NEXT;
                    CONTINUE;
                END IF;
                BEGIN
                    who := c->>'member';
                    what := c->>'kind';
                    happened := to_timestamp((c->>'time')::double precision);
                    place_key := c->'place'->>'id';
                    IF NOT admitted THEN
                        RAISE EXCEPTION USING ERRCODE = '42501',
                            MESSAGE = format('the team %L is not in this database, or does not admit this database role', t);
                    END IF;
                    IF what = 'join' THEN
                        INSERT INTO lunch.members (team, name, joined) VALUES (t, who, happened)
                        ON CONFLICT (team, name) DO NOTHING;
                    END IF;
                    holder := NULL;
                    SELECT m.role INTO holder FROM lunch.members m WHERE m.team = t AND m.name = who;
                    IF holder IS NULL THEN
                        RAISE EXCEPTION USING ERRCODE = '42501', MESSAGE = format('member %L has not joined the team', who);
                    ELSIF holder <> current_user THEN
                        RAISE EXCEPTION USING ERRCODE = '42501', MESSAGE = format('member %L belongs to another database role', who);
                    END IF;
                    IF what = 'rate' AND NOT coalesce((c->>'stars')::int BETWEEN 1 AND 5, false) THEN
                        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = format('stars must be 1 to 5, not %s', coalesce(c->>'stars', 'none'));
                    END IF;
                    PERFORM lunch.check_when(what, (c->>'day')::date, happened, t);
                    decided := EXISTS (SELECT 1 FROM lunch.decisions d WHERE d.team = t AND d.day = (c->>'day')::date);\#(late ? LateChanges.counted(closedKinds(cut)) : "")
                    IF what IN (\#(closedKinds(cut))) AND decided\#(late ? " AND counted_until IS NULL" : "") THEN
                        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = format('%s is already decided', c->>'day');
                    END IF;\#(cut ? lateRefusal : "")
                    outcome := NULL;
                    IF what = 'decide' AND c->>'rule' = 'true' AND NOT decided THEN
                        outcome := lunch.winner((c->>'day')::date, coalesce((c->>'anyway')::boolean, false), t);
                        IF outcome->'place' = 'null'::jsonb THEN
                            RAISE EXCEPTION USING ERRCODE = '22023',
                                MESSAGE = format('nothing to decide for %s (%s)', c->>'day', outcome->>'empty');
                        END IF;
                        place_key := outcome->'place'->>'id';
                    END IF;
                    IF what = 'unrate' THEN
                        visit_member := NULL;
                        visit_place := NULL;
                        SELECT v.member, v.place_id INTO visit_member, visit_place FROM lunch.visits v
                        WHERE v.team = t AND v.change_id = (c->>'visit')::uuid;
                        IF visit_member <> who THEN
                            RAISE EXCEPTION USING ERRCODE = '42501', MESSAGE = format('the rating belongs to %L', visit_member);
                        END IF;
                        place_key := visit_place;
                    ELSIF place_key IS NOT NULL AND c->'place' IS NOT NULL AND NOT EXISTS (
                        SELECT 1 FROM lunch.places p WHERE p.team = t AND p.id = place_key AND p.name = c->'place'->>'name'
                            AND p.latitude = (c->'place'->>'lat')::double precision
                            AND p.longitude = (c->'place'->>'lon')::double precision
                            AND (c->'place'->'suits' IS NULL OR p.suits IS NOT DISTINCT FROM
                                 ARRAY(SELECT jsonb_array_elements_text(c->'place'->'suits')))) THEN
                        INSERT INTO lunch.places (team, id, name, latitude, longitude, suits)
                        VALUES (t, place_key, c->'place'->>'name', (c->'place'->>'lat')::double precision,
                                (c->'place'->>'lon')::double precision,
                                CASE WHEN c->'place'->'suits' IS NULL THEN NULL
                                     ELSE ARRAY(SELECT jsonb_array_elements_text(c->'place'->'suits')) END)
                        ON CONFLICT (team, id) DO UPDATE
                            SET name = EXCLUDED.name, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
                                suits = coalesce(EXCLUDED.suits, lunch.places.suits);
                    END IF;
                    INSERT INTO lunch.changes (team, change_id, member, kind, place_id, stars, time)
                    VALUES (t, applied, who, what, place_key, (c->>'stars')::int, happened)
                    ON CONFLICT (team, change_id) DO NOTHING;
                    GET DIAGNOSTICS added = ROW_COUNT;
                    IF added = 1 THEN
                        CASE what
                        WHEN 'join' THEN
                            NULL;
                        WHEN 'rate' THEN
                            INSERT INTO lunch.visits (team, change_id, member, place_id, stars, note, time)
                            VALUES (t, applied, who, place_key, (c->>'stars')::int, c->>'note', happened);
                        WHEN 'unrate' THEN
                            DELETE FROM lunch.visits v WHERE v.team = t AND v.change_id = (c->>'visit')::uuid AND v.member = who;
                        WHEN 'vote' THEN
                            INSERT INTO lunch.votes (team, day, member, place_id, time)
                            VALUES (t, (c->>'day')::date, who, place_key, happened)
                            ON CONFLICT (team, day, member, place_id) DO NOTHING;
                            INSERT INTO lunch.attendance (team, day, member, coming, time)
                            VALUES (t, (c->>'day')::date, who, true, happened)
                            ON CONFLICT (team, day, member) DO UPDATE SET coming = true,
                                time = CASE WHEN lunch.attendance.coming THEN lunch.attendance.time ELSE EXCLUDED.time END;
                        WHEN 'unvote' THEN
                            DELETE FROM lunch.votes v WHERE v.team = t AND v.day = (c->>'day')::date AND v.member = who
                                AND (place_key IS NULL OR v.place_id = place_key);
                        WHEN 'veto' THEN
                            INSERT INTO lunch.vetoes (team, day, member, place_id, time)
                            VALUES (t, (c->>'day')::date, who, place_key, happened)
                            ON CONFLICT (team, day, member) DO UPDATE SET place_id = EXCLUDED.place_id, time = EXCLUDED.time;
                        WHEN 'unveto' THEN
                            DELETE FROM lunch.vetoes v WHERE v.team = t AND v.day = (c->>'day')::date AND v.member = who;
                        WHEN 'in', 'out' THEN
                            INSERT INTO lunch.attendance (team, day, member, coming, time)
                            VALUES (t, (c->>'day')::date, who, what = 'in', happened)
                            ON CONFLICT (team, day, member) DO UPDATE SET coming = EXCLUDED.coming, time = EXCLUDED.time;
                        WHEN 'reopen' THEN
                            DELETE FROM lunch.decisions d WHERE d.team = t AND d.day = (c->>'day')::date;
                        WHEN 'decide' THEN
                            -- By the rule on a decided day: stored in the ledger, the decision stays.
                            IF place_key IS NOT NULL THEN
                                INSERT INTO lunch.decisions (team, day, place_id, member, time, reason, by_deadline)
                                VALUES (t, (c->>'day')::date, place_key, who, happened, outcome,
                                        coalesce((c->>'by_deadline')::boolean, false))
                                ON CONFLICT (team, day) DO NOTHING;
                            END IF;
                        WHEN 'diet' THEN
                            INSERT INTO lunch.diets (team, member, needs)
                            VALUES (t, who, ARRAY(SELECT jsonb_array_elements_text(c->'needs')))
                            ON CONFLICT (team, member) DO UPDATE SET needs = EXCLUDED.needs;
                        END CASE;\#(late ? LateChanges.recount : "")
                    END IF;
                EXCEPTION WHEN data_exception OR integrity_constraint_violation OR insufficient_privilege
                               OR case_not_found OR invalid_text_representation THEN
                    refusal := SQLERRM;
                END;
                RETURN NEXT;
            END LOOP;
        END
        $fn$
        """#
    }
}
