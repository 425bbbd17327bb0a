import LunchStorage
import LunchText

extension Array where Element == Place {
    /// Appends `other`'s places, leaving it empty: moved, not copied. A copy retains every
    /// string and list of every place and dropping `other` releases them all again (half
    /// a million places: millions of reference counts in scattered memory, on one core).
    /// No new buffer is made when this one has the room (`PlaceReadResult.reserve`); an
    /// empty one without it takes `other`'s buffer.
    mutating func append(moving other: inout [Place]) {
        guard !other.isEmpty else { return }
        guard !isEmpty || capacity >= other.count else { return swap(&self, &other) }
        reserveCapacity(count + other.count)
        other.withUnsafeMutableBufferPointer { places in
            append(contentsOf: Moving(position: places.baseAddress!, end: places.baseAddress! + places.count))
            // What is left there is released with `other`: placeholders, nothing to count.
            places.baseAddress!.initialize(repeating: Place.movedOut, count: places.count)
        }
        other = []
    }

    /// The places of a buffer, each moved out as it is taken (the buffer is left uninitialized).
    private struct Moving: Sequence, IteratorProtocol {
        var position: UnsafeMutablePointer<Place>
        let end: UnsafeMutablePointer<Place>

        var underestimatedCount: Int { end - position }

        mutating func next() -> Place? {
            guard position < end else { return nil }
            defer { position += 1 }
            return position.move()
        }
    }
}

extension Place {
    /// What is left where a place was moved out.
    static let movedOut = Place(id: "", name: "", coordinate: Coordinate(lat: 0, lon: 0))
}
