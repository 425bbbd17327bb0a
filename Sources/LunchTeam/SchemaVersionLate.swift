/// Schema version 10: a change made before the deadline that arrives after the deadline's
/// decision still counts.
///
/// Version 9 counted an offline vote made by the deadline only when it reached the server
/// before the first shell online after the deadline had the day decided; one that came
/// later was refused as "already decided". Now, on a day the deadline decided (its
/// decision `by_deadline`, its `deadline_days` row `decided`; not a day decided by hand,
/// nor one reopened), `lunch.apply_changes` takes a `vote`, `veto`, `unvote`, `unveto`,
/// `in` or `out` whose change time is at or before the deadline, and runs the deadline's
/// rule again (`lunch.winner(day, false, t, deadline)`):
///
/// - the same place: the decision's reason is the new count, nothing else is said;
/// - another place: the decision is that place (its reason says `corrected`: the place it
///   replaced, and the change that did it), a ledger row `correct` (its `detail` names the
///   place replaced and the kind of change) is the teammates' news, and the decision is
///   new to the chat, so it is told once more;
/// - nothing to decide (every voted place vetoed, or none meets the diets of those in):
///   the change is refused as the day is already decided, and the decision stays.
///
/// The decision is made again as the member whose change arrived (taken back and made, as
/// `reopen` and `decide` are: row security lets no member change another's), at its time.
/// A change made after the deadline is refused as before. One column (`changes.detail`)
/// and one change kind are added; no row is changed.
enum SchemaVersionLate {
    static var statements: [String] {
        [
            "ALTER TABLE lunch.changes DROP CONSTRAINT changes_kind_check",
            """
            ALTER TABLE lunch.changes ADD CONSTRAINT changes_kind_check CHECK (kind IN (
                'join', 'rate', 'unrate', 'vote', 'unvote', 'decide', 'diet',
                'veto', 'unveto', 'in', 'out', 'reopen', 'settings', 'deadline', 'correct'))
            """,
            // What a `correct` row replaced (`{"replaced": {"id", "name"}, "cause": kind}`).
            "ALTER TABLE lunch.changes ADD COLUMN detail jsonb",
            ApplyChangesTeams.make(create: "CREATE OR REPLACE FUNCTION", cut: true, late: true),
        ]
    }
}

/// The parts of version 10's `lunch.apply_changes` (`ApplyChangesTeams.make(late:)`).
enum LateChanges {
    static let variables = """

            counted_until timestamptz;
            kept lunch.decisions;
            previous jsonb;
        """

    /// Sets `counted_until` (the deadline's instant) for a change of `kinds` made by the
    /// deadline on a day the deadline decided; NULL otherwise (the day refuses it).
    static func counted(_ kinds: String) -> String {
        #"""

                    counted_until := NULL;
                    IF what IN (\#(kinds)) AND decided THEN
                        SELECT ((c->>'day')::date + s.deadline) AT TIME ZONE coalesce(s.zone, 'UTC') INTO counted_until
                        FROM lunch.settings s
                        JOIN lunch.decisions d ON d.team = s.team AND d.day = (c->>'day')::date AND d.by_deadline
                        JOIN lunch.deadline_days x ON x.team = s.team AND x.day = d.day AND x.decided
                        WHERE s.team = t AND s.deadline IS NOT NULL;
                        IF happened > counted_until THEN
                            counted_until := NULL;
                        END IF;
                    END IF;
        """#
    }

    /// After such a change's effect: the deadline's rule again, and the decision follows it.
    static let recount = #"""

                        IF counted_until IS NOT NULL THEN
                            outcome := lunch.winner((c->>'day')::date, false, t, counted_until);
                            IF outcome->'place' = 'null'::jsonb THEN
                                RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = format(
                                    '%s is already decided: counting this change, made before the deadline, would leave nothing to decide (%s)',
                                    c->>'day', CASE outcome->>'empty' WHEN 'vetoed' THEN 'every voted place is vetoed'
                                        WHEN 'diets' THEN 'no voted place meets the diets of everyone in' ELSE 'no votes' END);
                            END IF;
                            -- Made again by this member (row security lets a member take a decision
                            -- back and make one as itself, not change another's): the same time,
                            -- and the chat's claim kept unless the place changed.
                            SELECT * INTO kept FROM lunch.decisions d WHERE d.team = t AND d.day = (c->>'day')::date;
                            SELECT jsonb_build_object('id', p.id, 'name', p.name) INTO previous
                            FROM lunch.places p WHERE p.team = t AND p.id = kept.place_id;
                            DELETE FROM lunch.decisions d WHERE d.team = t AND d.day = kept.day;
                            IF outcome->'place'->>'id' = kept.place_id THEN
                                INSERT INTO lunch.decisions (team, day, place_id, member, time, reason, by_deadline,
                                                             notified_at, posted_at)
                                VALUES (t, kept.day, kept.place_id, who, kept.time,
                                        outcome || jsonb_strip_nulls(jsonb_build_object('corrected', kept.reason->'corrected')),
                                        true, kept.notified_at, kept.posted_at);
                            ELSE
                                INSERT INTO lunch.decisions (team, day, place_id, member, time, reason, by_deadline)
                                VALUES (t, kept.day, outcome->'place'->>'id', who, kept.time,
                                        outcome || jsonb_build_object('corrected', jsonb_build_object(
                                            'from', previous, 'change', applied, 'kind', what)), true);
                                INSERT INTO lunch.changes (team, change_id, member, kind, place_id, time, detail)
                                VALUES (t, gen_random_uuid(), who, 'correct', outcome->'place'->>'id', happened,
                                        jsonb_build_object('replaced', previous, 'cause', what));
                            END IF;
                        END IF;
        """#
}
