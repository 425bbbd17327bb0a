/// Which OSM ways are walkable, and what a metre of them costs. tools/walk-check.py
/// mirrors this exactly (`is_walkable`, `cost_factor`).
///
/// A way is walkable when all of these hold:
/// - `highway` is one of footway, path, pedestrian, steps, living_street, residential,
///   service, unclassified, tertiary, tertiary_link, secondary, secondary_link, primary,
///   primary_link, track, cycleway, road, corridor (indoor passages, e.g. in stations)
///   or bridleway (everyone's right to walk there in Finland). Not motorway/trunk, not
///   platform, elevator, construction, proposed, or the non-standard `trail`.
/// - `foot` is not `no`;
/// - `access` is not `private` or `no`, unless `foot` is `yes`, `designated` or `permissive`;
/// - `area=yes` only with `highway=pedestrian`: a pedestrian square is walked along its
///   edge (its closed ring of nodes is used as a way; e.g. Keskuskatu in Helsinki);
/// - not an underground service road: `highway=service` with `tunnel=yes` and a `layer`
///   below 0 (Helsinki's service tunnels under the centre; the pedestrian tunnels,
///   footway/steps with `tunnel=yes`, stay). A `layer` that is not an integer counts as 0.
///
/// `oneway` does not bind walkers: every edge goes both ways.
///
/// Cost: a metre of `highway=steps` costs 1.5, every other metre 1. Searches minimise
/// cost; a route's length is the real metres of the cheapest route; its walking time is
/// cost / speed.
public enum WalkableRule {
    public static let highways: Set<String> = [
        "footway", "path", "pedestrian", "steps", "living_street", "residential", "service",
        "unclassified", "tertiary", "tertiary_link", "secondary", "secondary_link", "primary",
        "primary_link", "track", "cycleway", "road", "corridor", "bridleway",
    ]

    /// How much more a metre of steps costs than a metre of flat way.
    public static let stepsCostFactor = 1.5

    public static func isWalkable(_ tags: [String: String]) -> Bool {
        guard let highway = tags["highway"], highways.contains(highway) else { return false }
        let foot = tags["foot"]
        if foot == "no" { return false }
        if let access = tags["access"], access == "private" || access == "no",
           !(foot == "yes" || foot == "designated" || foot == "permissive") { return false }
        if tags["area"] == "yes" && highway != "pedestrian" { return false }
        if highway == "service" && tags["tunnel"] == "yes" && layer(tags) < 0 { return false }
        return true
    }

    /// Whether a way's metres cost `stepsCostFactor` (see `costFactor`).
    public static func isSteps(_ tags: [String: String]) -> Bool { tags["highway"] == "steps" }

    static func layer(_ tags: [String: String]) -> Int {
        guard let text = tags["layer"] else { return 0 }
        return Int(text.trimmingSpaces) ?? 0
    }
}

private extension String {
    var trimmingSpaces: Substring {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return s
    }
}
