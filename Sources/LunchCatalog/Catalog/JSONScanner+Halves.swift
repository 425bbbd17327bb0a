import LunchStorage
import LunchText

/// Reading a large array on two cores. The second half starts at a guessed element
/// boundary past the middle (`}`, `,`, `{`); the first half confirms the guess by arriving
/// there exactly between two elements. A wrong guess (the pattern inside a string, say)
/// costs only the second thread's work: the first half then reads on to the end alone, so
/// the result never depends on the guess.
extension JSONScanner {
    /// Where one half began, for progress.
    public struct Half: Sendable {
        public var index: Int
        public var start: Int
        /// Where it ends (the array's end for the second half, or the whole array).
        public var end: Int
    }

    /// Reads an array, calling `read` for each element with that half's state; the states
    /// in order (one when the array was read in one piece).
    public mutating func readArrayInHalves<State: Sendable>(
        minimumBytes: Int = 8 << 20, initial: State,
        _ read: (inout JSONScanner, inout State, Half) throws -> Void
    ) throws -> [State] {
        try expect(UInt8(ascii: "["))
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw fail("nested too deeply") }
        var first = initial
        if peek() == UInt8(ascii: "]") { position += 1; return [first] }
        guard bytes.count - position >= minimumBytes,
              let split = boundary(after: position + (bytes.count - position) / 2) else {
            _ = try readElements(stoppingAt: nil, &first, Half(index: 0, start: position, end: bytes.count), read)
            return [first]
        }
        var second = self
        second.position = split
        var secondState = initial
        let firstStart = position
        let (firstOutcome, secondOutcome) = Concurrently.run({
            Result { try self.readElements(stoppingAt: split, &first, Half(index: 0, start: firstStart, end: split), read) }
        }, {
            Result { try second.readElements(stoppingAt: nil, &secondState, Half(index: 1, start: split, end: bytes.count), read) }
        })
        let stoppedAtSplit = try firstOutcome.get()
        guard stoppedAtSplit else { return [first] }
        _ = try secondOutcome.get()
        position = second.position
        return [first, secondState]
    }

    /// Reads elements (the `[` already read) until the array's `]`, or until the next
    /// element would begin exactly at `stop`: true when it stopped there.
    private mutating func readElements<State>(
        stoppingAt stop: Int?, _ state: inout State, _ half: Half,
        _ read: (inout JSONScanner, inout State, Half) throws -> Void
    ) throws -> Bool {
        while true {
            _ = peek()
            if position == stop { return true }
            try read(&self, &state, half)
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): position += 1; return false
            default: throw fail("expected ',' or ']'")
            }
        }
    }

    /// The first `{` at or after `offset` that follows `}` and `,` (white space allowed
    /// between): likely the start of an element. Looks at most a megabyte ahead.
    func boundary(after offset: Int) -> Int? {
        var i = max(offset, 1)
        let limit = min(bytes.count, offset + (1 << 20))
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
        while i < limit {
            if bytes[i] == UInt8(ascii: ",") {
                var before = i - 1
                while before > 0, isSpace(bytes[before]) { before -= 1 }
                var after = i + 1
                while after < bytes.count, isSpace(bytes[after]) { after += 1 }
                if bytes[before] == UInt8(ascii: "}"), after < bytes.count, bytes[after] == UInt8(ascii: "{") { return after }
            }
            i += 1
        }
        return nil
    }
}
