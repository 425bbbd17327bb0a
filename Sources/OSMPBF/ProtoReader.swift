/// Protocol Buffers wire types (groups included so that they can be skipped).
enum WireType: UInt8 {
    case varint = 0, fixed64 = 1, lengthDelimited = 2, startGroup = 3, endGroup = 4, fixed32 = 5
}

/// A bounds-checked reader of protobuf wire format over a borrowed buffer.
/// Every read checks against `end`; nothing here traps on hostile input.
struct ProtoReader {
    let buf: UnsafeBufferPointer<UInt8>
    var pos: Int
    let end: Int

    init(_ buf: UnsafeBufferPointer<UInt8>) {
        self.buf = buf; pos = 0; end = buf.count
    }

    /// A reader over `range`, which the caller obtained from this buffer (so it is in bounds).
    init(_ buf: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        self.buf = buf; pos = range.lowerBound; end = range.upperBound
    }

    var atEnd: Bool { pos >= end }

    @inline(__always)
    mutating func varint() throws(BlockDecodeError) -> UInt64 {
        if pos < end {
            let b = buf[pos]
            if b < 0x80 { pos &+= 1; return UInt64(b) }
        }
        return try varintSlow()
    }

    private mutating func varintSlow() throws(BlockDecodeError) -> UInt64 {
        // With 10 bytes left no per-byte bounds check is needed.
        if end &- pos >= 10 {
            var result: UInt64 = 0
            var shift: UInt64 = 0
            for _ in 0..<10 {
                let b = buf[pos]
                pos &+= 1
                result |= UInt64(b & 0x7F) &<< shift
                if b < 0x80 { return result }
                shift &+= 7
            }
            throw BlockDecodeError("varint longer than 10 bytes")
        }
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while pos < end {
            let b = buf[pos]
            pos &+= 1
            result |= UInt64(b & 0x7F) &<< shift
            if b < 0x80 { return result }
            shift &+= 7
            if shift >= 70 { throw BlockDecodeError("varint longer than 10 bytes") }
        }
        throw BlockDecodeError("varint runs past the end of its message")
    }

    @inline(__always)
    mutating func sint64() throws(BlockDecodeError) -> Int64 {
        let v = try varint()
        return Int64(bitPattern: (v >> 1) ^ (0 &- (v & 1)))
    }

    /// Next field key, or nil at the end of the message.
    @inline(__always)
    mutating func field() throws(BlockDecodeError) -> (number: UInt64, wire: WireType)? {
        if pos >= end { return nil }
        let key = try varint()
        let number = key >> 3
        guard number >= 1, number <= 0x1FFF_FFFF else {
            throw BlockDecodeError("invalid protobuf field number \(number)")
        }
        guard let wire = WireType(rawValue: UInt8(key & 7)) else {
            throw BlockDecodeError("invalid protobuf wire type \(key & 7)")
        }
        return (number, wire)
    }

    /// The byte range of a length-delimited field's payload; advances past it.
    @inline(__always)
    mutating func lengthDelimited() throws(BlockDecodeError) -> Range<Int> {
        let len = try varint()
        guard len <= UInt64(end &- pos) else {
            throw BlockDecodeError("length-delimited field of \(len) bytes runs past the end of its message")
        }
        let start = pos
        pos &+= Int(len)
        return start..<pos
    }

    mutating func expect(_ wire: WireType, is expected: WireType, field: UInt64, in message: String) throws(BlockDecodeError) {
        if wire != expected {
            throw BlockDecodeError("\(message) field \(field) has wire type \(wire.rawValue), expected \(expected.rawValue)")
        }
    }

    /// The payload of a field of `message` that must be length-delimited (`expect`), read
    /// as `lengthDelimited()` reads it.
    @inline(__always)
    mutating func lengthDelimited(_ field: (number: UInt64, wire: WireType), in message: String) throws(BlockDecodeError) -> Range<Int> {
        try expect(field.wire, is: .lengthDelimited, field: field.number, in: message)
        return try lengthDelimited()
    }

    /// Skips a field of any wire type, including (deprecated) groups, without recursion.
    mutating func skip(_ wire: WireType) throws(BlockDecodeError) {
        var depth = 0
        var w = wire
        while true {
            switch w {
            case .varint: _ = try varint()
            case .fixed64: try advance(8)
            case .fixed32: try advance(4)
            case .lengthDelimited: _ = try lengthDelimited()
            case .startGroup: depth &+= 1
            case .endGroup:
                if depth == 0 { throw BlockDecodeError("unexpected protobuf end-group") }
                depth &-= 1
            }
            if depth == 0 { return }
            guard let next = try field() else { throw BlockDecodeError("unterminated protobuf group") }
            w = next.wire
        }
    }

    private mutating func advance(_ n: Int) throws(BlockDecodeError) {
        guard end &- pos >= n else { throw BlockDecodeError("fixed-width field runs past the end of its message") }
        pos &+= n
    }

    /// Number of varints in a packed range (counts terminating bytes); an unterminated
    /// last varint is counted too, and rejected later when it is read.
    static func countVarints(_ buf: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var n = 0
        var i = range.lowerBound
        while i < range.upperBound {
            n &+= Int(buf[i] >> 7) ^ 1
            i &+= 1
        }
        if range.upperBound > range.lowerBound, buf[range.upperBound &- 1] >= 0x80 { n &+= 1 }
        return n
    }
}
