/// Where one blob lies in the file.
struct BlobFrame: Sendable {
    /// Blob number in the file (OSMHeader = 0).
    let index: Int
    /// Offset of the blob's 4-byte length prefix.
    let offset: Int
    /// The Blob message's bytes.
    let blob: Range<Int>
}

/// Walks the file's framing (length, BlobHeader, Blob) on the calling thread.
/// Checks OSMHeader blocks itself and returns only OSMData frames; skips unknown types.
struct FileScanner {
    let count: Int
    private(set) var offset = 0
    private(set) var index = 0
    private var sawHeader = false

    init(count: Int) { self.count = count }

    mutating func next(_ file: UnsafeBufferPointer<UInt8>) throws(PBFError) -> BlobFrame? {
        while offset < count {
            let start = offset
            let i = index
            func fail(_ reason: String) -> PBFError {
                // A file cut inside its first block is still a PBF file, cut short.
                if i == 0 && !sawHeader && !reason.hasPrefix(PBFError.truncatedPrefix) {
                    return PBFError(byteOffset: start, "not an OpenStreetMap PBF file (\(reason))")
                }
                return PBFError(block: i, byteOffset: start, reason)
            }
            guard count - start >= 4 else {
                throw fail("truncated PBF file: block \(i) length prefix is cut off")
            }
            let b0 = UInt32(file[start]), b1 = UInt32(file[start + 1]), b2 = UInt32(file[start + 2]), b3 = UInt32(file[start + 3])
            let headerLength = Int32(bitPattern: b0 << 24 | b1 << 16 | b2 << 8 | b3)
            guard headerLength >= 0 else { throw fail("BlobHeader length \(headerLength) is negative") }
            guard Int(headerLength) <= PBFLimits.maxBlobHeaderSize else {
                throw fail("BlobHeader length \(headerLength) exceeds 64 KiB")
            }
            let headerStart = start + 4
            guard count - headerStart >= Int(headerLength) else {
                throw fail("truncated PBF file: block \(i) header ends past the end of the file")
            }
            let headerEnd = headerStart + Int(headerLength)
            let (type, dataSize): (String, Int64)
            do {
                (type, dataSize) = try Self.blobHeader(file, headerStart..<headerEnd)
            } catch {
                throw fail("bad BlobHeader: \(error.reason)")
            }
            guard dataSize >= 0 else { throw fail("blob size \(dataSize) is negative") }
            guard dataSize <= Int64(PBFLimits.maxBlobSize) else {
                throw fail("blob size \(dataSize) exceeds 32 MiB")
            }
            guard Int64(count - headerEnd) >= dataSize else {
                throw fail("truncated PBF file: block \(i) ends past the end of the file")
            }
            let blobEnd = headerEnd + Int(dataSize)
            let frame = BlobFrame(index: i, offset: start, blob: headerEnd..<blobEnd)
            offset = blobEnd
            index += 1
            switch type {
            case "OSMHeader":
                try BlobDecoder.decodeHeader(file, frame)
                sawHeader = true
            case "OSMData":
                guard sawHeader else {
                    throw PBFError(byteOffset: start, "not an OpenStreetMap PBF file (no OSMHeader block)")
                }
                return frame
            default:
                if i == 0 { throw fail("first block has type \"\(type.prefix(40))\", not OSMHeader") }
                continue  // unknown block types are skipped, as the spec asks
            }
        }
        if !sawHeader { throw PBFError("not an OpenStreetMap PBF file (no OSMHeader block)") }
        return nil
    }

    private static func blobHeader(_ file: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws(BlockDecodeError) -> (String, Int64) {
        var r = ProtoReader(file, range)
        var type: String?
        var dataSize: Int64?
        while let f = try r.field() {
            switch f.number {
            case 1:
                type = String(decoding: UnsafeBufferPointer(rebasing: file[try r.lengthDelimited(f, in: "BlobHeader")]), as: UTF8.self)
            case 3:
                try r.expect(f.wire, is: .varint, field: 3, in: "BlobHeader")
                dataSize = Int64(bitPattern: try r.varint())
            default:
                try r.skip(f.wire)
            }
        }
        guard let type, let dataSize else { throw BlockDecodeError("missing type or datasize") }
        return (type, dataSize)
    }
}
