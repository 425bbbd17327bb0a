/// A block's string table: entry ranges are found up front, Swift strings are made
/// lazily, once per entry, and then shared by every tag that uses them.
struct StringTable {
    private let buf: UnsafeBufferPointer<UInt8>
    private var ranges: [Range<Int>] = []
    private var cache: [String?] = []

    init(_ buf: UnsafeBufferPointer<UInt8>, _ range: Range<Int>?) throws(BlockDecodeError) {
        self.buf = buf
        guard let range else { return }
        var r = ProtoReader(buf, range)
        while let f = try r.field() {
            if f.number == 1 {
                ranges.append(try r.lengthDelimited(f, in: "StringTable"))
            } else {
                try r.skip(f.wire)
            }
        }
        cache = [String?](repeating: nil, count: ranges.count)
    }

    var count: Int { ranges.count }

    @inline(__always)
    func check(_ index: UInt64) throws(BlockDecodeError) {
        guard index < UInt64(ranges.count) else { throw outOfRange(index) }
    }

    @inline(__always)
    mutating func string(_ index: UInt64) throws(BlockDecodeError) -> String {
        guard index < UInt64(ranges.count) else { throw outOfRange(index) }
        let i = Int(index)
        if let s = cache[i] { return s }
        let s = String(decoding: UnsafeBufferPointer(rebasing: buf[ranges[i]]), as: UTF8.self)
        cache[i] = s
        return s
    }

    private func outOfRange(_ index: UInt64) -> BlockDecodeError {
        // int32 fields arrive sign-extended; show negative indices as such.
        let shown = Int64(bitPattern: index) < 0 ? "\(Int64(bitPattern: index))" : "\(index)"
        return BlockDecodeError("string index \(shown) out of range (string table has \(ranges.count) entries)")
    }
}
