/// `lunch.apply_changes(batch, t)` of schema version 7: version 4's function
/// (`make(teams: false)`, see `ApplyChangesFunction2`) for the team `t`. A role the team does not
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

    /// `teams` false: version 2's function (`ApplyChangesFunction2`), of the one team a
    /// database had then (no `t`, no row's team), with `dayCheck` version 4's (`DayCheck`).
    static func make(create: String = "CREATE FUNCTION", cut: Bool = false, teams: Bool = true,
                     dayCheck: Bool = true, late: Bool = false) -> String {
        let rows = teams ? TeamRows.team : .one
        let t = teams ? ", t" : ""
        let head: [String] = [
        #"""
        \#(create) lunch.apply_changes(batch jsonb\#(teams ? ", \(TeamFunctions.team)" : "")) RETURNS TABLE (applied uuid, refusal text)
        """#,
        ApplyChangesFunction.variables,
        #"""
            outcome jsonb;
            decided boolean;\#(teams ? "\n    admitted boolean := lunch.in_team(t);" : "")\#(late ? LateChanges.variables : "")
        """#,
        ApplyChangesFunction.checks(rows),
        ]
        let check = dayCheck ? [#"""
                    PERFORM lunch.check_when(what, (c->>'day')::date, happened\#(t));
        """#] : []
        let rest: [String] = [
        #"""
                    decided := EXISTS (SELECT 1 FROM lunch.decisions d WHERE \#(rows.own("d"))d.day = (c->>'day')::date);\#(late ? LateChanges.counted(closedKinds(cut)) : "")
                    IF what IN (\#(closedKinds(cut))) AND decided\#(late ? " AND counted_until IS NULL" : "") THEN
                        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = format('%s is already decided', c->>'day');
                    END IF;\#(cut ? lateRefusal : "")
                    outcome := NULL;
                    IF what = 'decide' AND c->>'rule' = 'true' AND NOT decided THEN
                        outcome := lunch.winner((c->>'day')::date, coalesce((c->>'anyway')::boolean, false)\#(t));
                        IF outcome->'place' = 'null'::jsonb THEN
                            RAISE EXCEPTION USING ERRCODE = '22023',
                                MESSAGE = format('nothing to decide for %s (%s)', c->>'day', outcome->>'empty');
                        END IF;
                        place_key := outcome->'place'->>'id';
                    END IF;
        """#,
        ApplyChangesFunction.unrateVisit(rows),
        #"""
                    ELSIF place_key IS NOT NULL AND c->'place' IS NOT NULL AND NOT EXISTS (
                        SELECT 1 FROM lunch.places p WHERE \#(rows.own("p"))p.id = place_key AND p.name = c->'place'->>'name'
                            AND p.latitude = (c->'place'->>'lat')::double precision
                            AND p.longitude = (c->'place'->>'lon')::double precision
                            AND (c->'place'->'suits' IS NULL OR p.suits IS NOT DISTINCT FROM
                                 ARRAY(SELECT jsonb_array_elements_text(c->'place'->'suits')))) THEN
                        INSERT INTO lunch.places (\#(rows.key)id, name, latitude, longitude, suits)
                        VALUES (\#(rows.value)place_key, c->'place'->>'name', (c->'place'->>'lat')::double precision,
                                (c->'place'->>'lon')::double precision,
                                CASE WHEN c->'place'->'suits' IS NULL THEN NULL
                                     ELSE ARRAY(SELECT jsonb_array_elements_text(c->'place'->'suits')) END)
                        ON CONFLICT (\#(rows.key)id) DO UPDATE
                            SET name = EXCLUDED.name, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
                                suits = coalesce(EXCLUDED.suits, lunch.places.suits);
                    END IF;
        """#,
        ApplyChangesFunction.ledger(rows),
        #"""
                        WHEN 'vote' THEN
                            INSERT INTO lunch.votes (\#(rows.key)day, member, place_id, time)
                            VALUES (\#(rows.value)(c->>'day')::date, who, place_key, happened)
                            ON CONFLICT (\#(rows.key)day, member, place_id) DO NOTHING;
                            INSERT INTO lunch.attendance (\#(rows.key)day, member, coming, time)
                            VALUES (\#(rows.value)(c->>'day')::date, who, true, happened)
                            ON CONFLICT (\#(rows.key)day, member) DO UPDATE SET coming = true,
                                time = CASE WHEN lunch.attendance.coming THEN lunch.attendance.time ELSE EXCLUDED.time END;
                        WHEN 'unvote' THEN
                            DELETE FROM lunch.votes v WHERE \#(rows.own("v"))v.day = (c->>'day')::date AND v.member = who
                                AND (place_key IS NULL OR v.place_id = place_key);
        """#,
        ApplyChangesFunction.oneADay("veto", table: "vetoes", rows),
        #"""
                        WHEN 'in', 'out' THEN
                            INSERT INTO lunch.attendance (\#(rows.key)day, member, coming, time)
                            VALUES (\#(rows.value)(c->>'day')::date, who, what = 'in', happened)
                            ON CONFLICT (\#(rows.key)day, member) DO UPDATE SET coming = EXCLUDED.coming, time = EXCLUDED.time;
                        WHEN 'reopen' THEN
                            DELETE FROM lunch.decisions d WHERE \#(rows.own("d"))d.day = (c->>'day')::date;
                        WHEN 'decide' THEN
                            -- By the rule on a decided day: stored in the ledger, the decision stays.
                            IF place_key IS NOT NULL THEN
                                INSERT INTO lunch.decisions (\#(rows.key)day, place_id, member, time, reason, by_deadline)
                                VALUES (\#(rows.value)(c->>'day')::date, place_key, who, happened, outcome,
                                        coalesce((c->>'by_deadline')::boolean, false))
                                ON CONFLICT (\#(rows.key)day) DO NOTHING;
                            END IF;
        """#,
        ApplyChangesFunction.tail(rows, afterEffects: late ? LateChanges.recount : ""),
        ]
        return (head + check + rest).joined(separator: "\n")
    }
}
