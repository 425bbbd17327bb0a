extension SnapshotQuery {
    /// The members a snapshot lists: not the role that set the team's schema up (the
    /// `admin` that created it, joined by the migration's first exchange) while it has no
    /// votes, ratings, decisions or diet needs; always the asking member (`$2`).
    static let listedMember = """
        (m.name = $2::text
         OR m.role NOT IN (SELECT r.rolname FROM pg_namespace n JOIN pg_roles r ON r.oid = n.nspowner WHERE n.nspname = 'lunch')
         OR coalesce(cardinality(d.needs), 0) > 0
         OR EXISTS (SELECT 1 FROM lunch.votes x WHERE x.team = m.team AND x.member = m.name)
         OR EXISTS (SELECT 1 FROM lunch.visits x WHERE x.team = m.team AND x.member = m.name)
         OR EXISTS (SELECT 1 FROM lunch.decisions x WHERE x.team = m.team AND x.member = m.name))
        """
}
