import Foundation
import LunchText
import LunchWalk

/// How far it is to walk to one place from the current location, and how it was measured.
public struct Walk: Sendable, Equatable {
    /// Along the catalog's walkable ways, or the straight line (marked `~`).
    public enum Kind: String, Sendable { case route, straight }

    /// Why a walk is the straight line.
    public enum Fallback: Sendable, Equatable {
        /// The catalog has no walkable ways.
        case noWays
        /// The catalog's ways could not be read (the message says why).
        case unreadable(String)
        /// The current location is more than 250 m from any walkable way.
        case startOffWays
        /// The place is more than 250 m from any walkable way.
        case placeOffWays
        /// The ways do not lead there (another island), or not within the longest walk looked at.
        case notReached
    }

    /// Metres walked (along the route, or the straight line).
    public var meters: Double
    public var minutes: Double
    /// The straight line (great circle) from the location to the place.
    public var straightMeters: Double
    public var kind: Kind
    /// Why it is straight (nil for a route).
    public var fallback: Fallback?

    public init(meters: Double, minutes: Double, straightMeters: Double, kind: Kind, fallback: Fallback? = nil) {
        self.meters = meters
        self.minutes = minutes
        self.straightMeters = straightMeters
        self.kind = kind
        self.fallback = fallback
    }

    /// Whole minutes on foot, at least 1.
    public var wholeMinutes: Int {
        guard minutes.isFinite, minutes < 1e9 else { return Int(1e9) }
        return max(1, Int(minutes.rounded()))
    }

    /// The longest walk given in minutes: a place farther away (`show` of a place in
    /// another city: "~93649 min") is given by its distance only.
    public static let longestMinutesShown = 60

    /// Longer than `longestMinutesShown`.
    public var isTooFar: Bool { wholeMinutes > Self.longestMinutesShown }

    /// `4 min` along the ways, `~4 min` in a straight line, `> 1 h` past `longestMinutesShown`.
    public var text: String {
        isTooFar ? Messages.walkOverAnHour : (kind == .straight ? "~" : "") + "\(wholeMinutes) min"
    }

    /// How many times longer than the straight line the route is (nil: straight, or too near to say).
    public var detour: Double? {
        guard kind == .route, straightMeters >= 1 else { return nil }
        return meters / straightMeters
    }
}

/// Walking minutes from the current location, along the catalog's walkable ways.
///
/// The network is read on first use (never at start-up). One bounded search (Dijkstra,
/// `WalkField`) from the location is kept and reused until the location or the catalog
/// changes; a question that needs a longer walk than the field covers searches again
/// with a larger bound (at least twice the old one). Where the ways don't serve — no
/// network, the location or the place more than 250 m from a way, not reached — the walk
/// is the straight line, marked `.straight` with its reason.
public final class Walks: @unchecked Sendable {
    /// The usual walking speed.
    public static let defaultKilometresPerHour = 4.8
    /// The longest walk looked at (in metres of cost) for a place with no time limit:
    /// beyond it a walk is the straight line (`notReached`).
    public static let longestWalkCost = 25_000.0

    public let kilometresPerHour: Double
    /// Metres a minute at that speed.
    public var metresPerMinute: Double { kilometresPerHour * 1000 / 60 }

    private let catalog: Catalog
    private let lock = NSLock()
    private var loaded: (generation: Int, network: WalkNetwork?, failure: String?)?
    private var field: (generation: Int, origin: Coordinate, field: WalkField)?
    /// Where places meet the network (`WalkNetwork.snaps`), by coordinate: the same from
    /// every start, so kept across searches until the catalog changes.
    private var snapsKept: [Coordinate: [WalkSnap]] = [:]
    /// The most places whose snaps are kept (then they are made again).
    static let snapsKeptLimit = 200_000

    public init(catalog: Catalog, kilometresPerHour: Double = Walks.defaultKilometresPerHour) {
        self.catalog = catalog
        self.kilometresPerHour = kilometresPerHour
    }

    /// `LUNCH_WALK_SPEED` (km/h, 1–20; a comma for the decimal point is fine); nil when
    /// unset or empty. Throws the one line a user sees for anything else.
    public static func speed(fromEnvironment value: String?) throws -> Double? {
        guard let value, !value.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        let text = value.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
        let number = text.lowercased().hasSuffix("km/h") ? String(text.dropLast(4)).trimmingCharacters(in: .whitespaces) : text
        // Plain decimals only (`Double` would also read `0x10`, `+5`, `.5e1`).
        let plain = !number.isEmpty && number.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
            && number.filter({ $0 == "." }).count <= 1 && number.first != "." && number.last != "."
        guard plain, let speed = Double(number), speed.isFinite, (1...20).contains(speed) else {
            throw WalkSpeedError(value: value)
        }
        return speed
    }

    /// The catalog's network (read once per catalog; nil: none, or unreadable).
    public func network() -> WalkNetwork? {
        lock.lock()
        defer { lock.unlock() }
        return loadedNetwork().network
    }

    /// Whether the catalog has walkable ways (reads them on first use).
    public var hasNetwork: Bool { network() != nil }

    private func loadedNetwork() -> (network: WalkNetwork?, failure: String?) {
        if let loaded, loaded.generation == catalog.generation { return (loaded.network, loaded.failure) }
        var network: WalkNetwork?, failure: String?
        do {
            network = try catalog.walkSource.network()
            if network?.isEmpty == true { network = nil }
        } catch {
            failure = "\(error)"
        }
        loaded = (catalog.generation, network, failure)
        field = nil
        snapsKept = [:]
        return (network, failure)
    }

    /// The field from `origin` covering at least `cost`: the kept one, or a new search.
    private func search(from origin: Coordinate, network: WalkNetwork, cost: Double) -> WalkField {
        if let kept = field, kept.generation == catalog.generation, kept.origin == origin {
            if (kept.field.maxCost ?? .infinity) >= cost { return kept.field }
            let grown = WalkField(network: network, from: origin,
                                  maxCost: max(cost, min(Self.longestWalkCost, 2 * (kept.field.maxCost ?? 0))))
            field = (catalog.generation, origin, grown)
            return grown
        }
        let made = WalkField(network: network, from: origin, maxCost: cost)
        field = (catalog.generation, origin, made)
        return made
    }

    /// A place's snaps on `network` (the loaded one; called with the lock held).
    private func placeSnaps(_ place: Coordinate, _ network: WalkNetwork) -> [WalkSnap] {
        if let kept = snapsKept[place] { return kept }
        let made = network.snaps(place)
        if snapsKept.count >= Self.snapsKeptLimit { snapsKept.removeAll(keepingCapacity: true) }
        snapsKept[place] = made
        return made
    }

    private func straight(_ metres: Double, _ why: Walk.Fallback) -> Walk {
        Walk(meters: metres, minutes: metres / metresPerMinute, straightMeters: metres, kind: .straight, fallback: why)
    }

    /// The walks from `origin` to each target. With `withinMinutes`, a place the ways
    /// reach only in more minutes than that is nil (a place the ways don't serve gets its
    /// straight line, marked, whatever its length: the caller compares its minutes).
    public func walks(from origin: Coordinate, to targets: [Coordinate], withinMinutes: Double? = nil) -> [Walk?] {
        guard !targets.isEmpty else { return [] }
        lock.lock()
        defer { lock.unlock() }
        let straights = targets.map { Geo.distance(origin, $0) }
        let (network, failure) = loadedNetwork()
        guard let network else {
            let why: Walk.Fallback = failure.map(Walk.Fallback.unreadable) ?? .noWays
            return straights.map { straight($0, why) }
        }
        let cost: Double
        if let withinMinutes {
            cost = withinMinutes * metresPerMinute
        } else {
            cost = min(Self.longestWalkCost, (straights.max() ?? 0) * 3 + 500)
        }
        let field = search(from: origin, network: network, cost: cost)
        guard field.startSnapped else { return straights.map { straight($0, .startOffWays) } }
        return zip(targets, straights).map { target, straightMetres -> Walk? in
            let snaps = placeSnaps(target, network)
            if let leg = field.walk(to: target, snaps: snaps) {
                let minutes = leg.minutes(kilometresPerHour: kilometresPerHour)
                if let withinMinutes, minutes > withinMinutes { return nil }
                return Walk(meters: leg.meters, minutes: minutes, straightMeters: straightMetres, kind: .route)
            }
            if snaps.isEmpty { return straight(straightMetres, .placeOffWays) }
            return withinMinutes == nil ? straight(straightMetres, .notReached) : nil
        }
    }

    /// The walk from `origin` to one place.
    public func walk(from origin: Coordinate, to target: Coordinate) -> Walk {
        walks(from: origin, to: [target])[0] ?? straight(Geo.distance(origin, target), .notReached)
    }

    /// The segments of the walkable ways in a box of latitudes and longitudes (for a map).
    public func streets(lat: ClosedRange<Double>, lon: ClosedRange<Double>) -> [(Coordinate, Coordinate)] {
        guard let network = network() else { return [] }
        var segments: [(Coordinate, Coordinate)] = []
        network.forEachSegment(lat: lat, lon: lon) { a, b in
            segments.append((a, b))
        }
        return segments
    }

    /// The route's polyline from `origin` to a place (nil: the walk is not along the ways).
    public func route(from origin: Coordinate, to target: Coordinate) -> [Coordinate]? {
        lock.lock()
        defer { lock.unlock() }
        guard let network = loadedNetwork().network else { return nil }
        let cost = min(Self.longestWalkCost, Geo.distance(origin, target) * 3 + 500)
        return search(from: origin, network: network, cost: cost).route(to: target)
    }
}

/// `LUNCH_WALK_SPEED` is not a walking speed.
public struct WalkSpeedError: Error, Sendable {
    public let value: String

    package init(value: String) {
        self.value = value
    }

    public var message: String {
        "LUNCH_WALK_SPEED '\(value)' is not a walking speed: give km/h from 1 to 20 (e.g. 4.8)"
    }
}
