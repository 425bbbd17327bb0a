/// What reading a place file gave: the places, and how many records were skipped and why.
public struct PlaceReadResult: Sendable {
    public var places: [Place] = []
    public var skipped = 0
    /// The first few reasons, for the import report.
    public var reasons: [String] = []
    /// The format the content turned out to be.
    public var format = ""

    /// Records looked at (for progress).
    var counter = 0

    public init() {}

    /// Adds what a later part of the same file gave.
    mutating func append(_ other: PlaceReadResult) {
        places.append(contentsOf: other.places)
        skipped += other.skipped
        reasons = Array((reasons + other.reasons).prefix(5))
        counter += other.counter
    }

    mutating func skip(_ reason: String) {
        skipped += 1
        if reasons.count < 5 { reasons.append(reason) }
    }

    /// Adds a place after the checks every format shares (name, coordinates in range).
    mutating func add(id: String, name: String?, coordinate: Coordinate?, build: (String, Coordinate) -> Place) {
        guard let name = OSMTagMapping.nonEmpty(name) else { return skip("\(id): no name") }
        guard let coordinate else { return skip("\(id): no coordinates") }
        guard coordinate.isValid else { return skip("\(id): coordinates out of range") }
        places.append(build(name, coordinate))
    }
}
