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
    /// Built by version 7's builder without the team (`TeamFunctions.winner(teams:)`):
    /// the same SQL byte for byte as the text version 2 shipped.
    static var definition: String { TeamFunctions.winner(teams: false) }
}
