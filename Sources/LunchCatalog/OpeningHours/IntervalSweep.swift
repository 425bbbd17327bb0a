import LunchStorage
import LunchText

/// Where several readings of one day's hours agree (a day that may or may not be a
/// public holiday): the same state where they all say it, unknown where they differ.
enum IntervalSweep {
    static func agreement(of readings: [[OpeningHours.Interval]]) -> [OpeningHours.Interval] {
        guard let first = readings.first else { return [] }
        if readings.allSatisfy({ $0 == first }) { return first }
        var cuts = Set([0, 1440])
        for reading in readings { for i in reading { cuts.insert(i.start); cuts.insert(i.end) } }
        let points = cuts.sorted()
        var out: [OpeningHours.Interval] = []
        for (a, b) in zip(points, points.dropFirst()) where a < b {
            let states = readings.map { reading in reading.first { $0.start <= a && a < $0.end }?.kind }
            guard let kind = states.first ?? nil else {
                if states.contains(where: { $0 != nil }) { append(a, b, .unknown, to: &out) }
                continue
            }
            append(a, b, states.allSatisfy({ $0 == kind }) ? kind : .unknown, to: &out)
        }
        return out
    }

    private static func append(_ a: Int, _ b: Int, _ kind: OpeningHours.Kind, to out: inout [OpeningHours.Interval]) {
        if let last = out.last, last.end == a, last.kind == kind {
            out[out.count - 1].end = b
        } else {
            out.append(OpeningHours.Interval(start: a, end: b, kind: kind))
        }
    }
}
