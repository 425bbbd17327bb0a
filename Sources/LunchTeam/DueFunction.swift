/// `lunch.due(at, who, asked_day)`: what is due at `at` (the shell's clock, so `--now`
/// moves it), called by every exchange after its changes are applied, as `who` (a member
/// of the caller's role; anyone else gets NULL and nothing happens).
///
/// - The deadline (`lunch.settings`, in the team's zone): once it has passed on the team's
///   day and the day has no row in `lunch.deadline_days`, the day is decided by
///   `lunch.winner(day)` (diets bind, never `anyway`), marked `by_deadline`, with a ledger
///   row `deadline`. A day already decided by hand gets its row too, so a day reopened
///   after the deadline is never decided by it again. Nothing to decide (no votes, every
///   place vetoed): nothing is stored, a later exchange tries again. Diets unmet: nothing
///   is stored and the answer's `held` says why. Several shells at once: one advisory lock
///   per day, so one decides and the others find it done.
/// - The reminder: `remind_minutes` before the deadline, with a webhook set and no
///   decision yet, claimed once a day (`lunch.claim_reminder`); `reminder` is the event.
/// - The chat: with a webhook set, the decisions of the asked day and the team's day not
///   yet told are claimed (`lunch.claim_notice`): `notices` are this caller's to post.
///
/// The answer: `day` (the team's, or null without a deadline), `decided` (the reason of a
/// decision this call made), `held`, `reminder`, `notices`, `notify_url`.
enum DueFunction {
    static let definition = make(create: "CREATE FUNCTION", clock: "", claims: false)

    /// The function as `create` makes it, with `clock` (statements that may move `at`, run
    /// once the settings are read: version 4's `DayCheck.dueClock`); `claims`: each notice
    /// and the reminder say when they were claimed (`claimed`, version 4: a shell whose post
    /// failed gives the claim back with it, `ClaimFunctions.releaseNotice`).
    /// `teams` (schema version 7, `TeamFunctions.due`): the team `t` as the last argument
    /// and every row the team's; `until`, the deadline's instant passed to `lunch.winner`
    /// (version 9: `TeamFunctions.due(cut:)`).
    static func make(create: String, clock: String, claims: Bool, teams: Bool = false, until: String = "") -> String {
        let noticeClaim = claims ? ", 'claimed', c.notified_at" : ""
        let reminderClaim = claims ? ", 'claimed', now()" : ""
        /// `alias.team = t AND ` where rows have a team.
        func own(_ alias: String) -> String { teams ? "\(alias).team = t AND " : "" }
        let t = teams ? ", t" : ""
        let teamColumn = teams ? "team, " : ""
        let teamValue = teams ? "t, " : ""
        let durable = teams ? "" : """

                -- A decision or a claim made here is on disk when the shell hears of it (a claim
                -- lost in a crash would be posted twice).
            """
        let voteCount = teams ? """
            (SELECT count(*) FROM lunch.votes v
                                                  WHERE v.team = t AND v.day = c.day AND v.place_id = c.place_id)::int),
            """ : "(SELECT count(*) FROM lunch.votes v WHERE v.day = c.day AND v.place_id = c.place_id)::int),"
        return #"""
        \#(create) lunch.due(at timestamptz, who text, asked_day date\#(teams ? ", \(TeamFunctions.team)" : "")) RETURNS jsonb
        LANGUAGE plpgsql AS $fn$
        DECLARE
            s lunch.settings;
            local timestamp;
            team_day date;
            outcome jsonb;
            decided jsonb;
            held jsonb;
            reminder jsonb;
            notices jsonb;
        BEGIN
            IF NOT coalesce(lunch.is_own(who\#(t)), false) THEN
                RETURN NULL;
            END IF;\#(durable)
            PERFORM set_config('synchronous_commit', 'on', true);
            SELECT * INTO s FROM lunch.settings\#(teams ? " x WHERE x.team = t" : " LIMIT 1");
        \#(clock)
            IF s.deadline IS NOT NULL THEN
                local := at AT TIME ZONE coalesce(s.zone, 'UTC');
                team_day := local::date;
                IF local::time >= s.deadline THEN
                    PERFORM pg_advisory_xact_lock(hashtext('lunch.deadline\#(teams ? " ' || t" : "'")), team_day - date '2000-01-01');
                    IF NOT EXISTS (SELECT 1 FROM lunch.deadline_days x WHERE \#(own("x"))x.day = team_day) THEN
                        IF EXISTS (SELECT 1 FROM lunch.decisions x WHERE \#(own("x"))x.day = team_day) THEN
                            INSERT INTO lunch.deadline_days (\#(teamColumn)day, member, decided) VALUES (\#(teamValue)team_day, who, false);
                        ELSE
                            outcome := lunch.winner(team_day, false\#(t)\#(until));
                            IF outcome->'place' <> 'null'::jsonb THEN
                                INSERT INTO lunch.changes (\#(teamColumn)change_id, member, kind, place_id, time)
                                VALUES (\#(teamValue)gen_random_uuid(), who, 'deadline', outcome->'place'->>'id', at);
                                INSERT INTO lunch.decisions (\#(teamColumn)day, place_id, member, time, reason, by_deadline)
                                VALUES (\#(teamValue)team_day, outcome->'place'->>'id', who, at, outcome, true);
                                INSERT INTO lunch.deadline_days (\#(teamColumn)day, member, decided) VALUES (\#(teamValue)team_day, who, true);
                                decided := outcome;
                            ELSIF outcome->>'empty' = 'diets' THEN
                                held := outcome;
                            END IF;
                        END IF;
                    END IF;
                ELSIF s.remind_minutes IS NOT NULL AND s.notify_url IS NOT NULL
                      AND local::time >= s.deadline - make_interval(mins => s.remind_minutes)
                      AND s.deadline - make_interval(mins => s.remind_minutes) < s.deadline
                      AND NOT EXISTS (SELECT 1 FROM lunch.decisions x WHERE \#(own("x"))x.day = team_day)
                      AND lunch.claim_reminder(team_day, who\#(t)) THEN
                    outcome := lunch.winner(team_day, false\#(t));
                    reminder := jsonb_build_object(
                        'day', team_day, 'deadline', left(s.deadline::text, 5),
                        'minutes_left', ceil(extract(epoch FROM (s.deadline - local::time)) / 60)::int,
                        'votes', coalesce((outcome->>'votes')::int, 0)\#(reminderClaim),
                        'place', (SELECT jsonb_build_object('id', p.id, 'name', p.name, 'lat', p.latitude, 'lon', p.longitude)
                                  FROM lunch.places p WHERE \#(own("p"))p.id = outcome->'place'->>'id'));
                END IF;
            END IF;
            IF s.notify_url IS NOT NULL THEN
                SELECT jsonb_agg(jsonb_build_object(
                           'day', c.day,
                           'place', jsonb_build_object('id', p.id, 'name', p.name, 'lat', p.latitude, 'lon', p.longitude),
                           'votes', coalesce((c.reason->>'votes')::int,
                                             \#(voteCount)
                           'by', CASE WHEN c.by_deadline THEN NULL ELSE c.member END,
                           'reason', c.reason, 'by_deadline', c.by_deadline\#(noticeClaim)) ORDER BY c.day)
                INTO notices
                FROM (SELECT DISTINCT d AS day FROM unnest(ARRAY[asked_day, coalesce(team_day, asked_day)]) d) days
                CROSS JOIN LATERAL lunch.claim_notice(days.day\#(t)) c
                JOIN lunch.places p ON \#(own("p"))p.id = c.place_id;
            END IF;
            RETURN jsonb_build_object('day', team_day, 'decided', decided, 'held', held, 'reminder', reminder,
                                      'notices', coalesce(notices, '[]'::jsonb), 'notify_url', s.notify_url);
        END
        $fn$
        """#
    }
}
