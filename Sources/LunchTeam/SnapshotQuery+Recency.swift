extension SnapshotQuery {
    /// The team's recency window in days (`lunch.settings`, 28 when unset).
    static let recency = "(SELECT coalesce(max(s.recency_days), 28) FROM lunch.settings s WHERE s.team = $4::text)"

    /// By place id, the last day (`YYYY-MM-DD`) the team went there within the window
    /// before or on the day `$1`: a rating (its day on the team's clock, as `lunch.winner`
    /// counts it) or a decision of an earlier day. Only places visited in the window: as
    /// many as the window's ratings and decisions at most. The ratings are read through
    /// `visits_time` (a margin of two days around the window covers any clock).
    static let lastVisits = """
        (SELECT coalesce(json_object_agg(x.place_id, to_char(x.day, 'YYYY-MM-DD')), '{}') FROM (
           SELECT y.place_id, max(y.day) AS day
           FROM (SELECT coalesce(max(s.recency_days), 28) AS days, coalesce(max(s.zone), 'UTC') AS zone
                 FROM lunch.settings s WHERE s.team = $4::text) w
           CROSS JOIN LATERAL (
             SELECT d.place_id, d.day FROM lunch.decisions d
             WHERE d.team = $4::text AND d.day < $1::date AND d.day >= $1::date - w.days
             UNION ALL
             SELECT v.place_id, (v.time AT TIME ZONE w.zone)::date FROM lunch.visits v
             WHERE v.team = $4::text AND v.time >= ($1::date - w.days - 2)::timestamptz AND v.time < ($1::date + 2)::timestamptz
               AND (v.time AT TIME ZONE w.zone)::date BETWEEN $1::date - w.days AND $1::date) y
           GROUP BY y.place_id) x)
        """
}
