/// `lunch.apply_changes(batch jsonb)`: applies a batch of changes in order, in one round
/// trip, and answers one row per change: its id and, when refused, why (one line).
/// Each change runs in its own block (a savepoint): a refused one (not this role's member,
/// a rule broken) is rolled back alone and the rest go on. The ledger row in
/// `lunch.changes` is inserted first (`ON CONFLICT DO NOTHING`) and the effect applied only
/// when it was new, so a change sent twice is stored once. Errors that are not about the
/// change itself (deadlock, shutdown, …) fail the whole call: nothing is committed and the
/// changes stay waiting. The commit is synchronous even on a server set to
/// `synchronous_commit = off`: a change reported stored survives a crash right after.
/// SECURITY INVOKER: the caller's row-level security applies.
enum ApplyChangesFunction {
    static let definition = [
        #"""
        CREATE FUNCTION lunch.apply_changes(batch jsonb) RETURNS TABLE (applied uuid, refusal text)
        """#,
        variables, checks, unrateVisit,
        #"""
                    ELSIF place_key IS NOT NULL AND NOT EXISTS (
                        SELECT 1 FROM lunch.places p WHERE p.id = place_key AND p.name = c->'place'->>'name'
                            AND p.latitude = (c->'place'->>'lat')::double precision
                            AND p.longitude = (c->'place'->>'lon')::double precision) THEN
                        INSERT INTO lunch.places (id, name, latitude, longitude)
                        VALUES (place_key, c->'place'->>'name', (c->'place'->>'lat')::double precision,
                                (c->'place'->>'lon')::double precision)
                        ON CONFLICT (id) DO UPDATE
                            SET name = EXCLUDED.name, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude;
                    END IF;
        """#,
        ledger,
        oneADay("vote", table: "votes"),
        #"""
                        WHEN 'decide' THEN
                            INSERT INTO lunch.decisions (day, place_id, member, time)
                            VALUES ((c->>'day')::date, place_key, who, happened)
                            ON CONFLICT (day) DO NOTHING;
        """#,
        tail,
    ].joined(separator: "\n")

    /// The effects of a change that sets the member's one place of the day in `table`
    /// (replacing the one before), and of the change that takes it back (`un…`): version 1's
    /// `vote`, version 2's `veto` (and version 7's, of the team: `rows`).
    static func oneADay(_ change: String, table: String, _ rows: TeamRows = .one) -> String {
        #"""
                        WHEN '\#(change)' THEN
                            INSERT INTO lunch.\#(table) (\#(rows.key)day, member, place_id, time)
                            VALUES (\#(rows.value)(c->>'day')::date, who, place_key, happened)
                            ON CONFLICT (\#(rows.key)day, member) DO UPDATE SET place_id = EXCLUDED.place_id, time = EXCLUDED.time;
                        WHEN 'un\#(change)' THEN
                            DELETE FROM lunch.\#(table) v WHERE \#(rows.own("v"))v.day = (c->>'day')::date AND v.member = who;
        """#
    }

    // The parts every version's function shares (version 2's and later are built by
    // `ApplyChangesTeams.make`), as they stand in the definition: the common variables, the
    // checks every change passes (ledger seen, member of this role, stars), an `unrate`'s
    // own visit, the ledger row and the first effects, and the tail (`diet`, the refusal,
    // the loop's end). `rows`: version 7's, of the team `t` (`TeamRows`).
    static let variables = #"""
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
        """#
    static var checks: String { checks(.one) }
    static func checks(_ rows: TeamRows) -> String {
        let outsider = rows.teams ? """

                        IF NOT admitted THEN
                            RAISE EXCEPTION USING ERRCODE = '42501',
                                MESSAGE = format('the team %L is not in this database, or does not admit this database role', t);
                        END IF;
            """ : ""
        return #"""
            BEGIN
                -- Acknowledged means on disk, whatever the server's default.
                PERFORM set_config('synchronous_commit', 'on', true);
                FOR c IN SELECT e.value FROM jsonb_array_elements(batch) WITH ORDINALITY AS e(value, n) ORDER BY e.n LOOP
                    applied := (c->>'id')::uuid;
                    refusal := NULL;
                    IF \#(rows.teams ? "admitted AND " : "")EXISTS (SELECT 1 FROM lunch.changes x WHERE \#(rows.own("x"))x.change_id = applied) THEN
                        RETURN NEXT;
                        CONTINUE;
                    END IF;
                    BEGIN
                        who := c->>'member';
                        what := c->>'kind';
                        happened := to_timestamp((c->>'time')::double precision);
                        place_key := c->'place'->>'id';\#(outsider)
                        IF what = 'join' THEN
                            INSERT INTO lunch.members (\#(rows.key)name, joined) VALUES (\#(rows.value)who, happened)\#(rows.teams ? "\n                " : " ")ON CONFLICT (\#(rows.key)name) DO NOTHING;
                        END IF;
                        holder := NULL;
                        SELECT m.role INTO holder FROM lunch.members m WHERE \#(rows.own("m"))m.name = who;
                        IF holder IS NULL THEN
                            RAISE EXCEPTION USING ERRCODE = '42501', MESSAGE = format('member %L has not joined the team', who);
                        ELSIF holder <> current_user THEN
                            RAISE EXCEPTION USING ERRCODE = '42501', MESSAGE = format('member %L belongs to another database role', who);
                        END IF;
                        IF what = 'rate' AND NOT coalesce((c->>'stars')::int BETWEEN 1 AND 5, false) THEN
                            RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = format('stars must be 1 to 5, not %s', coalesce(c->>'stars', 'none'));
                        END IF;
            """#
    }
    static var unrateVisit: String { unrateVisit(.one) }
    static func unrateVisit(_ rows: TeamRows) -> String {
        #"""
                        IF what = 'unrate' THEN
                            visit_member := NULL;
                            visit_place := NULL;
                            SELECT v.member, v.place_id INTO visit_member, visit_place FROM lunch.visits v\#(rows.teams ? "\n                WHERE v.team = t AND " : " WHERE ")v.change_id = (c->>'visit')::uuid;
                            IF visit_member <> who THEN
                                RAISE EXCEPTION USING ERRCODE = '42501', MESSAGE = format('the rating belongs to %L', visit_member);
                            END IF;
                            place_key := visit_place;
            """#
    }
    static var ledger: String { ledger(.one) }
    static func ledger(_ rows: TeamRows) -> String {
        #"""
                        INSERT INTO lunch.changes (\#(rows.key)change_id, member, kind, place_id, stars, time)
                        VALUES (\#(rows.value)applied, who, what, place_key, (c->>'stars')::int, happened)
                        ON CONFLICT (\#(rows.key)change_id) DO NOTHING;
                        GET DIAGNOSTICS added = ROW_COUNT;
                        IF added = 1 THEN
                            CASE what
                            WHEN 'join' THEN
                                NULL;
                            WHEN 'rate' THEN
                                INSERT INTO lunch.visits (\#(rows.key)change_id, member, place_id, stars, note, time)
                                VALUES (\#(rows.value)applied, who, place_key, (c->>'stars')::int, c->>'note', happened);
                            WHEN 'unrate' THEN
                                DELETE FROM lunch.visits v WHERE \#(rows.own("v"))v.change_id = (c->>'visit')::uuid AND v.member = who;
            """#
    }
    static var tail: String { tail(.one) }
    /// `afterEffects`: statements run after a new change's effect (version 10's `LateChanges.recount`).
    static func tail(_ rows: TeamRows, afterEffects: String = "") -> String {
        #"""
                            WHEN 'diet' THEN
                                INSERT INTO lunch.diets (\#(rows.key)member, needs)
                                VALUES (\#(rows.value)who, ARRAY(SELECT jsonb_array_elements_text(c->'needs')))
                                ON CONFLICT (\#(rows.key)member) DO UPDATE SET needs = EXCLUDED.needs;
                            END CASE;\#(afterEffects)
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

/// Whose rows a function reads and writes: the database's one team (versions 1 to 6), or,
/// from version 7 on, the team `t` (a `team` column first in every key, `t` its value).
struct TeamRows {
    var teams: Bool

    static let one = TeamRows(teams: false)
    static let team = TeamRows(teams: true)

    /// `alias.team = t AND ` where rows have a team.
    func own(_ alias: String) -> String { teams ? "\(alias).team = t AND " : "" }
    /// The team's column, first in a list of columns.
    var key: String { teams ? "team, " : "" }
    /// The team's value, first in a list of values.
    var value: String { teams ? "t, " : "" }
}
