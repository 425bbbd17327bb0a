import Foundation
import LunchStorage
import LunchText
import OSMPBF

/// Reads any importable place file, the format found from the content: Overpass API
/// JSON (`elements`), GeoJSON (`features`), Google Places legacy (`results` / `result`)
/// or Places API (New) (`places`). Streaming; one pass.
public enum PlaceFileReader {
    public static func read(_ data: Data, progress: (any ImportProgress)? = nil) throws -> PlaceReadResult {
        try data.withUnsafeBytes { raw in
            if PBFPlaceReader.looksLikePBF(raw) {
                do {
                    return try PBFPlaceReader.read(raw.bindMemory(to: UInt8.self), progress: progress)
                } catch let error as PBFError {
                    throw JSONScanner.Failure(offset: 0, reason: pbfReason(error))
                }
            }
            var scanner = JSONScanner(raw.bindMemory(to: UInt8.self))
            return try read(&scanner, progress: progress, total: raw.count)
        }
    }

    /// Why a file could not be read, in words for the one-line error.
    public static func reason(_ failure: JSONScanner.Failure) -> String {
        failure.reason.hasPrefix("it is an OpenStreetMap") || failure.reason == Messages.notAPBFFile ? failure.reason
            : failure.reason.hasPrefix("not a known format")
            ? "it is \(failure.reason)"
            : "it is not valid JSON (\(failure.reason) at byte \(failure.offset))"
    }

    /// `overpassElement`: how an Overpass element is read (the fuzzing harness also reads
    /// along the string way, `OverpassReader.readAlongStrings`, to compare).
    static func read(_ scanner: inout JSONScanner, progress: (any ImportProgress)? = nil, total: Int = 0,
                     overpassElement: (inout JSONScanner, inout PlaceReadResult) throws -> Void = OverpassReader.readElement)
        throws -> PlaceReadResult {
        var result = PlaceReadResult()
        let reporter = progress.map { HalvesProgress($0, total: total) }
        /// A long list of records, on two cores when it is large.
        func readList(_ scanner: inout JSONScanner,
                      _ element: (inout JSONScanner, inout PlaceReadResult) throws -> Void) throws {
            var halves = try scanner.readArrayInHalves(initial: PlaceReadResult()) { scanner, part, half in
                try element(&scanner, &part)
                part.counter += 1
                // The first part's list has room for the second's too: they are joined in it.
                if part.counter == 1024 {
                    part.reserve(forBytes: (half.index == 0 ? scanner.bytes.count : half.end) - half.start,
                                 read: scanner.position - half.start)
                }
                if part.counter % 4096 == 0 {
                    reporter?.update(half, position: scanner.position, places: part.places.count)
                    if reporter?.shouldStop() == true { throw ImportStopped() }
                }
            }
            // Each part's places moved, not copied: no string of a million places counted twice.
            for i in halves.indices {
                result.append(&halves[i])
                halves[i] = PlaceReadResult()
            }
        }
        guard scanner.peek() == UInt8(ascii: "{") else { throw scanner.fail("not a JSON object") }
        try scanner.readObject { scanner, key in
            switch key {
            case "elements" where scanner.peek() == UInt8(ascii: "["):
                result.format = "Overpass API JSON"
                try readList(&scanner, overpassElement)
            case "features" where scanner.peek() == UInt8(ascii: "["):
                result.format = "GeoJSON"
                try readList(&scanner, GeoJSONReader.readFeature)
            case "results" where scanner.peek() == UInt8(ascii: "["):
                result.format = "Google Places JSON"
                try scanner.readArray { try GooglePlacesReader.readLegacy(&$0, into: &result) }
            case "result" where scanner.peek() == UInt8(ascii: "{"):
                result.format = "Google Places JSON"
                try GooglePlacesReader.readLegacy(&scanner, into: &result)
            case "places" where scanner.peek() == UInt8(ascii: "["):
                result.format = "Google Places API (New) JSON"
                try scanner.readArray { try GooglePlacesReader.readNew(&$0, into: &result) }
            default:
                try scanner.skipValue()
            }
        }
        guard scanner.isAtEnd else { throw scanner.fail("text after the JSON value") }
        result.walkNetwork = result.walks.network()
        result.walks = OverpassWalks()
        guard !result.format.isEmpty else {
            throw scanner.fail("not a known format (Overpass \"elements\", GeoJSON \"features\", Google \"results\" or \"places\")")
        }
        return result
    }

    /// Bytes read and places found so far by both halves of a list, passed on one call at
    /// a time.
    final class HalvesProgress: @unchecked Sendable {
        private let progress: any ImportProgress
        private let total: Int
        private let lock = NSLock()
        private var bytes = [0, 0], places = [0, 0], starts = [0, 0]
        private var stoppedHere = false

        init(_ progress: any ImportProgress, total: Int) {
            self.progress = progress
            self.total = total
        }

        func update(_ half: JSONScanner.Half, position: Int, places count: Int) {
            lock.withLock {
                let i = min(half.index, 1)
                // The first half's bytes count from the file's start.
                bytes[i] = i == 0 ? position : position - half.start
                places[i] = count
                progress.reading(bytes: bytes[0] + bytes[1], of: total, places: places[0] + places[1])
            }
        }

        /// Whether the reading should stop now (Ctrl-C); once true, it stays true, for both
        /// halves: a Ctrl-C is taken once (`Terminal.takeInterrupt`), by whichever half asks first.
        func shouldStop() -> Bool {
            if stopped { return true }
            let stop = progress.stopRequested
            if stop { lock.withLock { stoppedHere = true } }
            return stop
        }

        var stopped: Bool { lock.withLock { stoppedHere } }
    }
}
