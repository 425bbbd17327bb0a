import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LunchStorage
import LunchText

/// An Overpass JSON file imported as it is read: the file is read in pieces (a window
/// of a few megabytes a thread, never whole), and each place is encoded for the catalog
/// (`CatalogBuilder.Half`) in the thread that read it, so no list of places is held.
/// A half of the elements on each core, split as `JSONScanner.readArrayInHalves` splits.
///
/// Whatever this cannot read exactly as `PlaceFileReader` would (another format, keys
/// after the elements, a file that is not valid JSON, changes while it is read, cannot be
/// read) gives nil: the caller then reads the file the whole way, which says what is wrong.
/// So a file read here gives the places, skips and reasons that reading it whole gives.
enum OverpassStream {
    struct Output {
        /// The skips, reasons, format, areas and walkable network; no places.
        var result: PlaceReadResult
        /// The places: `given` and the file's first half, then its second half.
        var first: CatalogBuilder.Half, second: CatalogBuilder.Half
        /// How many of the places came from `given`.
        var given: Int
    }

    /// The window each thread reads through, and how many bytes of elements make two threads.
    static let piece = 8 << 20
    static let twoThreadsFrom = 8 << 20

    /// `given`: places that come before the file's (the sample's, before a first import).
    static func read(path: String, after given: [Place], progress: (any ImportProgress)? = nil,
                     piece: Int = piece, twoThreadsFrom: Int = twoThreadsFrom) throws -> Output? {
        guard let opened = try? WholeFile.openSized(path, limit: FileLimits.placeFile) else { return nil }
        let (fd, stamp) = opened
        defer { close(fd) }
        let size = stamp.size
        guard let arrayStart = elementsStart(fd, size: size) else { return nil }
        let reporter = progress.map { PlaceFileReader.HalvesProgress($0, total: size) }
        var split: Int?
        if size - arrayStart >= twoThreadsFrom {
            split = boundary(fd, size: size, near: arrayStart + (size - arrayStart) / 2)
        }
        var firstState = PlaceReadResult(), secondState = PlaceReadResult()
        firstState.sink = CatalogBuilder.Half(firstPlace: 0, capacity: given.count)
        for place in given { firstState.sink!.add(place) }
        let firstHalf = JSONScanner.Half(index: 0, start: arrayStart, end: split ?? size)
        let outcome: (first: (stopped: Bool, end: Int)?, second: (stopped: Bool, end: Int)?)
        if let split {
            secondState.sink = CatalogBuilder.Half(firstPlace: 0, capacity: 0)
            outcome = Concurrently.run({
                readElements(fd, size: size, from: arrayStart, stop: split, piece: piece, into: &firstState,
                             half: firstHalf, reporter: reporter)
            }, {
                readElements(fd, size: size, from: split, stop: nil, piece: piece, into: &secondState,
                             half: JSONScanner.Half(index: 1, start: split, end: size), reporter: reporter)
            })
        } else {
            outcome = (readElements(fd, size: size, from: arrayStart, stop: nil, piece: piece, into: &firstState,
                                    half: firstHalf, reporter: reporter), nil)
        }
        // Ctrl-C while it was read: stopped, not a file to read another way.
        if reporter?.stopped == true { throw ImportStopped() }
        guard let first = outcome.first else { return nil }
        var end = first.end
        if first.stopped {
            // The first half arrived at the guessed boundary: the second half's work counts.
            guard let second = outcome.second, !second.stopped else { return nil }
            end = second.end
        } else {
            secondState = PlaceReadResult()
        }
        guard endsObject(fd, size: size, from: end), (try? WholeFile.stamp(fd)) == stamp else { return nil }
        var one = firstState.sink!, two = secondState.sink ?? CatalogBuilder.Half(firstPlace: 0, capacity: 0)
        (firstState.sink, secondState.sink) = (nil, nil)
        two.words.firstPlace = one.count
        firstState.append(&secondState)
        firstState.walkNetwork = firstState.walks.network()
        firstState.walks = OverpassWalks()
        firstState.format = "Overpass API JSON"
        return Output(result: firstState, first: one, second: two, given: given.count)
    }

    /// Where the elements array's first element may start (just past its `[`), when the
    /// file is an object whose keys before `elements` are none of another format's and fit
    /// in its first megabyte; else nil.
    static func elementsStart(_ fd: Int32, size: Int) -> Int? {
        let head = min(size, 1 << 20)
        let buffer = WholeFile.Buffer(capacity: head)
        defer { buffer.release() }
        guard readFully(fd, into: buffer.bytes.baseAddress!, count: head, at: 0) else { return nil }
        var scanner = JSONScanner(UnsafeBufferPointer(start: buffer.bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count: head))
        do {
            try scanner.expect(UInt8(ascii: "{"))
            while scanner.peek() == UInt8(ascii: "\"") {
                let key = try scanner.readString()
                try scanner.expect(UInt8(ascii: ":"))
                if key == "elements" {
                    guard scanner.peek() == UInt8(ascii: "[") else { return nil }
                    return scanner.position + 1
                }
                guard !["features", "results", "result", "places"].contains(key) else { return nil }
                try scanner.skipValue()
                guard scanner.peek() == UInt8(ascii: ",") else { return nil }
                scanner.position += 1
            }
        } catch {
            return nil
        }
        return nil
    }

    /// After the elements array: only `}` (and white space) to the end of the file.
    private static func endsObject(_ fd: Int32, size: Int, from offset: Int) -> Bool {
        guard size - offset <= 4096, size > offset else { return false }
        var tail = [UInt8](repeating: 0, count: size - offset)
        guard tail.withUnsafeMutableBytes({ readFully(fd, into: $0.baseAddress!, count: $0.count, at: offset) }) else { return false }
        var closed = false
        for b in tail {
            switch b {
            case 0x20, 0x0A, 0x0D, 0x09: continue
            case UInt8(ascii: "}") where !closed: closed = true
            default: return false
            }
        }
        return closed
    }

    /// A likely element start past `offset` (`JSONScanner.boundary`), read from the file.
    private static func boundary(_ fd: Int32, size: Int, near offset: Int) -> Int? {
        let from = max(0, offset - 64), count = min(size - from, (1 << 20) + 64)
        guard count > 0 else { return nil }
        let buffer = WholeFile.Buffer(capacity: count)
        defer { buffer.release() }
        guard readFully(fd, into: buffer.bytes.baseAddress!, count: count, at: from) else { return nil }
        let scanner = JSONScanner(UnsafeBufferPointer(start: buffer.bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count))
        return scanner.boundary(after: offset - from).map { $0 + from }
    }

    private static func readFully(_ fd: Int32, into base: UnsafeMutableRawPointer, count: Int, at offset: Int) -> Bool {
        var done = 0
        while done < count {
            let n = pread(fd, base + done, count - done, off_t(offset + done))
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return true
    }

    /// Reads elements from `from` (where one may start) to the array's `]` (stopped: false,
    /// end: just past it), or until the next element would start exactly at `stop`
    /// (stopped: true). Nil when the elements cannot be read so.
    private static func readElements(_ fd: Int32, size: Int, from: Int, stop: Int?, piece: Int,
                                     into state: inout PlaceReadResult, half: JSONScanner.Half,
                                     reporter: PlaceFileReader.HalvesProgress?) -> (stopped: Bool, end: Int)? {
        var window = Window(fd: fd, size: size, capacity: piece)
        defer { window.buffer.release() }
        var at = from, counter = 0
        let given = state.kept == 0 ? (state.sink?.count ?? 0) : 0
        while true {
            // The next significant byte (an element's start, or the array's end).
            var scanner = window.scanner(at: at)
            while scanner.peek() == nil {
                guard window.refill(from: at) else { return nil }
                scanner = window.scanner(at: at)
            }
            at = window.start + scanner.position
            if at == stop { return (true, at) }
            do {
                scanner.depth = 2
                try OverpassReader.readElement(&scanner, into: &state)
            } catch let failure as JSONScanner.Failure where failure.offset + 256 >= window.count {
                // The element goes on past the window: read on from its start and try again.
                guard window.refill(from: at) else { return nil }
                continue
            } catch {
                return nil
            }
            var next = window.start + scanner.position
            while scanner.peek() == nil {
                guard window.refill(from: next) else { return nil }
                scanner = window.scanner(at: next)
            }
            next = window.start + scanner.position
            counter += 1
            if counter == 1024, next > half.start {
                let total = (half.index == 0 ? size : half.end) - half.start
                let estimate = Double(state.kept) * Double(total) / Double(next - half.start) * 1.05
                state.sink?.reserve(given + min(Int(estimate), total / 64))
            }
            if counter % 4096 == 0 {
                reporter?.update(half, position: next, places: state.kept)
                if reporter?.shouldStop() == true { return nil }
            }
            switch scanner.peek() {
            case UInt8(ascii: ","): at = next + 1
            case UInt8(ascii: "]"): return (false, next + 1)
            default: return nil
            }
        }
    }

    /// A piece of the file in memory: `count` bytes from the file's offset `start`.
    private struct Window {
        let fd: Int32
        let size: Int
        var buffer: WholeFile.Buffer
        var start = 0, count = 0

        init(fd: Int32, size: Int, capacity: Int) {
            self.fd = fd
            self.size = size
            buffer = WholeFile.Buffer(capacity: max(capacity, 4096))
        }

        var bytes: UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: buffer.bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)
        }

        /// A scanner over the bytes held, at the file's `offset`.
        func scanner(at offset: Int) -> JSONScanner {
            var scanner = JSONScanner(bytes)
            scanner.position = min(max(offset - start, 0), count)
            return scanner
        }

        /// Keeps the bytes from the file's `offset` on (moved to the front) and reads more
        /// after them: a larger window when they fill half of it. False at the end of the
        /// file or when it cannot be read.
        mutating func refill(from offset: Int) -> Bool {
            guard start + count < size, offset >= start else { return false }
            let keep = max(0, start + count - offset)
            let base = buffer.bytes.baseAddress!
            if keep * 2 > buffer.bytes.count {
                let larger = WholeFile.Buffer(capacity: buffer.bytes.count * 2)
                larger.bytes.baseAddress!.copyMemory(from: base + (offset - start), byteCount: keep)
                buffer.release()
                buffer = larger
            } else if keep > 0 {
                memmove(base, base + (offset - start), keep)
            }
            start = offset
            count = keep
            let room = min(buffer.bytes.count - count, size - (start + count))
            guard room > 0 else { return false }
            var done = 0
            while done < room {
                let n = pread(fd, buffer.bytes.baseAddress! + count + done, room - done, off_t(start + count + done))
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            count += done
            return true
        }
    }
}
