/// `lunch.apply_changes` of schema version 2 (replacing version 1's): approval votes (a
/// vote adds one per place, and says the member is coming), `unvote` of one place or all,
/// `veto`/`unveto`, `in`/`out`, `reopen`, places with what they suit, and `decide` by the
/// rule (`"rule": true`: `lunch.winner` picks the place and its answer is the reason).
/// A vote or veto for a decided day is refused ("already decided"). Otherwise as version 1.
enum ApplyChangesFunction2 {
    static let definition = make(dayCheck: nil)

    /// The function, with `dayCheck` (statements run after the checks every change passes,
    /// before anything is written: version 4's `DayCheck.call`) when given.
    static func make(dayCheck: String?) -> String {
        let head: [String] = [
        #"""
        CREATE OR REPLACE FUNCTION lunch.apply_changes(batch jsonb) RETURNS TABLE (applied uuid, refusal text)
        """#,
        ApplyChangesFunction.variables,
        #"""
            outcome jsonb;
            decided boolean;
        """#,
        ApplyChangesFunction.checks,
        ]
        let rest: [String] = [
        #"""
                    decided := EXISTS (SELECT 1 FROM lunch.decisions d WHERE d.day = (c->>'day')::date);
                    IF what IN ('vote', 'veto') AND decided THEN
                        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = format('%s is already decided', c->>'day');
                    END IF;
                    outcome := NULL;
                    IF what = 'decide' AND c->>'rule' = 'true' AND NOT decided THEN
                        outcome := lunch.winner((c->>'day')::date, coalesce((c->>'anyway')::boolean, false));
                        IF outcome->'place' = 'null'::jsonb THEN
                            RAISE EXCEPTION USING ERRCODE = '22023',
                                MESSAGE = format('nothing to decide for %s (%s)', c->>'day', outcome->>'empty');
                        END IF;
                        place_key := outcome->'place'->>'id';
                    END IF;
        """#,
        ApplyChangesFunction.unrateVisit,
        #"""
                    ELSIF place_key IS NOT NULL AND c->'place' IS NOT NULL AND NOT EXISTS (
                        SELECT 1 FROM lunch.places p WHERE p.id = place_key AND p.name = c->'place'->>'name'
                            AND p.latitude = (c->'place'->>'lat')::double precision
                            AND p.longitude = (c->'place'->>'lon')::double precision
                            AND (c->'place'->'suits' IS NULL OR p.suits IS NOT DISTINCT FROM
                                 ARRAY(SELECT jsonb_array_elements_text(c->'place'->'suits')))) THEN
                        INSERT INTO lunch.places (id, name, latitude, longitude, suits)
                        VALUES (place_key, c->'place'->>'name', (c->'place'->>'lat')::double precision,
                                (c->'place'->>'lon')::double precision,
                                CASE WHEN c->'place'->'suits' IS NULL THEN NULL
                                     ELSE ARRAY(SELECT jsonb_array_elements_text(c->'place'->'suits')) END)
                        ON CONFLICT (id) DO UPDATE
                            SET name = EXCLUDED.name, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
                                suits = coalesce(EXCLUDED.suits, lunch.places.suits);
                    END IF;
        """#,
        ApplyChangesFunction.ledger,
        #"""
                        WHEN 'vote' THEN
                            INSERT INTO lunch.votes (day, member, place_id, time)
                            VALUES ((c->>'day')::date, who, place_key, happened)
                            ON CONFLICT (day, member, place_id) DO NOTHING;
                            INSERT INTO lunch.attendance (day, member, coming, time)
                            VALUES ((c->>'day')::date, who, true, happened)
                            ON CONFLICT (day, member) DO UPDATE SET coming = true,
                                time = CASE WHEN lunch.attendance.coming THEN lunch.attendance.time ELSE EXCLUDED.time END;
                        WHEN 'unvote' THEN
                            DELETE FROM lunch.votes v WHERE v.day = (c->>'day')::date AND v.member = who
                                AND (place_key IS NULL OR v.place_id = place_key);
        """#,
        ApplyChangesFunction.oneADay("veto", table: "vetoes"),
        #"""
                        WHEN 'in', 'out' THEN
                            INSERT INTO lunch.attendance (day, member, coming, time)
                            VALUES ((c->>'day')::date, who, what = 'in', happened)
                            ON CONFLICT (day, member) DO UPDATE SET coming = EXCLUDED.coming, time = EXCLUDED.time;
                        WHEN 'reopen' THEN
                            DELETE FROM lunch.decisions d WHERE d.day = (c->>'day')::date;
                        WHEN 'decide' THEN
                            -- By the rule on a decided day: stored in the ledger, the decision stays.
                            IF place_key IS NOT NULL THEN
                                INSERT INTO lunch.decisions (day, place_id, member, time, reason, by_deadline)
                                VALUES ((c->>'day')::date, place_key, who, happened, outcome,
                                        coalesce((c->>'by_deadline')::boolean, false))
                                ON CONFLICT (day) DO NOTHING;
                            END IF;
        """#,
        ApplyChangesFunction.tail,
        ]
        return (head + (dayCheck.map { [$0] } ?? []) + rest).joined(separator: "\n")
    }
}
