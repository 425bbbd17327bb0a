/// The whole read of an exchange as one statement (one round trip, one consistent view):
/// the server builds one JSON document. `$1` the day, `$2` the asking member, `$3` the
/// news cursor (-1: no news wanted), `$4` the team (schema version 7: every row read is its).
///
/// The answer: the team's key (its newest news number and when its settings last changed:
/// every change a member, the deadline or a setting makes moves one of them), and the
/// document. A live poll first asks for the key alone (`keySQL`: a few index probes, and a
/// statement that takes no time to plan, where the document's takes milliseconds) and
/// reads the document only when the key moved (`ReadCache`).
enum SnapshotQuery {
    static let sql = """
        SELECT \(key), \(document)
        """

    /// The key alone, `$1` the team.
    static let keySQL = "SELECT " + key.replacingOccurrences(of: "$4", with: "$1")

    static let key = """
        (SELECT coalesce(max(news), 0) FROM lunch.changes WHERE team = $4::text)::text || '/' ||
        coalesce((SELECT extract(epoch FROM s.changed)::text FROM lunch.settings s WHERE s.team = $4::text), '-')
        """

    static let place = "json_build_object('id', p.id, 'name', p.name, 'lat', p.latitude, 'lon', p.longitude, 'suits', p.suits)"

    static let document = """
        json_build_object(
          'cursor', (SELECT coalesce(max(news), 0) FROM lunch.changes WHERE team = $4::text),
          'owns', (SELECT bool_or(pg_has_role(current_user, o.owner, 'USAGE')) FROM (
                     SELECT n.nspowner AS owner FROM pg_namespace n WHERE n.nspname = 'lunch'
                     UNION ALL SELECT c.relowner FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                     WHERE n.nspname = 'lunch' AND c.relkind IN ('r', 'p')) o),
          'members', (SELECT coalesce(json_agg(json_build_object('name', m.name, 'diet', coalesce(d.needs, '{}'::text[]))
                                               ORDER BY m.joined, m.name), '[]')
                      FROM lunch.members m LEFT JOIN lunch.diets d ON d.team = m.team AND d.member = m.name
                      WHERE m.team = $4::text AND \(listedMember)),
          'votes', (SELECT coalesce(json_agg(json_build_object('member', v.member, 'place', \(place),
                                                               'time', extract(epoch FROM v.time))
                                             ORDER BY v.time, v.member), '[]')
                    FROM lunch.votes v JOIN lunch.places p ON p.team = v.team AND p.id = v.place_id
                    WHERE v.team = $4::text AND v.day = $1::date),
          'vetoes', (SELECT coalesce(json_agg(json_build_object('member', v.member, 'place', \(place),
                                                                'time', extract(epoch FROM v.time))
                                              ORDER BY v.time, v.member), '[]')
                     FROM lunch.vetoes v JOIN lunch.places p ON p.team = v.team AND p.id = v.place_id
                     WHERE v.team = $4::text AND v.day = $1::date),
          'attendance', (SELECT coalesce(json_agg(json_build_object('member', a.member, 'coming', a.coming)
                                                  ORDER BY a.time, a.member), '[]')
                         FROM lunch.attendance a WHERE a.team = $4::text AND a.day = $1::date),
          'decision', (SELECT json_build_object('member', d.member, 'place', \(place), 'time', extract(epoch FROM d.time),
                                                'reason', d.reason, 'by_deadline', d.by_deadline)
                       FROM lunch.decisions d JOIN lunch.places p ON p.team = d.team AND p.id = d.place_id
                       WHERE d.team = $4::text AND d.day = $1::date),
          'settings', (SELECT json_build_object('deadline', left(s.deadline::text, 5), 'zone', s.zone,
                                                'recencyDays', s.recency_days, 'notifyURL', s.notify_url,
                                                'remindMinutes', s.remind_minutes)
                       FROM lunch.settings s WHERE s.team = $4::text),
          'server_day', (now() AT TIME ZONE coalesce((SELECT s.zone FROM lunch.settings s WHERE s.team = $4::text), 'UTC'))::date,
          'winner', (SELECT lunch.winner($1::date, false, $4::text)
                     WHERE NOT EXISTS (SELECT 1 FROM lunch.decisions d WHERE d.team = $4::text AND d.day = $1::date)),
          'ratings', (SELECT coalesce(json_agg(json_build_object('id', r.place_id, 'average', r.stars::float8 / r.visits,
                                                                 'count', r.visits)), '[]')
                      FROM lunch.place_ratings r WHERE r.team = $4::text AND r.visits > 0),
          'visits', (SELECT coalesce(json_agg(x.visit ORDER BY x.time DESC, x.change_id), '[]') FROM (
                       SELECT v.time, v.change_id, json_build_object('id', v.change_id, 'member', v.member, 'place', \(place),
                              'stars', v.stars, 'note', v.note, 'time', extract(epoch FROM v.time)) AS visit
                       FROM lunch.visits v JOIN lunch.places p ON p.team = v.team AND p.id = v.place_id
                       WHERE v.team = $4::text AND v.time > now() - interval '30 days' ORDER BY v.time DESC, v.change_id
                       LIMIT \(SnapshotReader.visitsLimit)) x),
          'recency', \(recency),
          'last_visits', \(lastVisits),
          'news', (SELECT coalesce(json_agg(n.item ORDER BY n.news), '[]') FROM (
                     SELECT c.news, json_build_object('seq', c.news, 'member', c.member, 'kind', c.kind, 'stars', c.stars, 'detail', c.detail,
                            'place', CASE WHEN p.id IS NULL THEN NULL ELSE \(place) END) AS item
                     FROM lunch.changes c LEFT JOIN lunch.places p ON p.team = c.team AND p.id = c.place_id
                     WHERE c.team = $4::text AND $3::int8 >= 0 AND c.news > $3::int8 AND c.member <> $2::text
                     ORDER BY c.news DESC LIMIT \(SnapshotReader.newsLimit)) n)
        )::text
        """
}
