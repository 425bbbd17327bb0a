/// Limits from the PBF specification.
enum PBFLimits {
    static let maxBlobHeaderSize = 64 * 1024
    static let maxBlobSize = 32 * 1024 * 1024
    static let maxRawSize = 32 * 1024 * 1024
}

/// Unpacks a Blob message (raw or zlib) and hands the payload to a block decoder.
enum BlobDecoder {
    enum Payload {
        case raw(Range<Int>)
        case inflated([UInt8])
    }

    static func payload(_ buf: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws(BlockDecodeError) -> Payload {
        var r = ProtoReader(buf, range)
        var raw: Range<Int>?, zlib: Range<Int>?
        var rawSize: Int64?
        var other: String?
        while let f = try r.field() {
            switch f.number {
            case 1:
                raw = try r.lengthDelimited(f, in: "Blob")
            case 2:
                try r.expect(f.wire, is: .varint, field: 2, in: "Blob")
                rawSize = Int64(bitPattern: try r.varint())
            case 3:
                zlib = try r.lengthDelimited(f, in: "Blob")
            case 4: other = "lzma"; try r.skip(f.wire)
            case 5: other = "bzip2"; try r.skip(f.wire)
            case 6: other = "lz4"; try r.skip(f.wire)
            case 7: other = "zstd"; try r.skip(f.wire)
            default: try r.skip(f.wire)
            }
        }
        if let raw, zlib == nil, other == nil {
            guard raw.count <= PBFLimits.maxRawSize else { throw BlockDecodeError("raw data exceeds 32 MiB") }
            return .raw(raw)
        }
        if let zlib, raw == nil, other == nil {
            guard let rawSize else { throw BlockDecodeError("zlib blob lacks raw_size") }
            guard rawSize >= 0, rawSize <= Int64(PBFLimits.maxRawSize) else {
                throw BlockDecodeError("raw_size \(rawSize) is outside 0…32 MiB")
            }
            return .inflated(try Inflate.inflate(UnsafeBufferPointer(rebasing: buf[zlib]), rawSize: Int(rawSize)))
        }
        if let other, raw == nil, zlib == nil {
            throw BlockDecodeError("unsupported compression (\(other))")
        }
        if raw == nil, zlib == nil { throw BlockDecodeError("blob holds no data") }
        throw BlockDecodeError("blob holds more than one kind of data")
    }

    static func decodeData(_ file: UnsafeBufferPointer<UInt8>, _ frame: BlobFrame, options: PBFReadOptions) throws(PBFError) -> PBFBlock {
        do {
            var block: PBFBlock
            switch try payload(file, frame.blob) {
            case .raw(let r):
                block = try PrimitiveBlockDecoder.decode(UnsafeBufferPointer(rebasing: file[r]), index: frame.index, options: options)
            case .inflated(let bytes):
                block = try bytes.withUnsafeBufferPointer { (b) throws(BlockDecodeError) -> PBFBlock in
                    try PrimitiveBlockDecoder.decode(b, index: frame.index, options: options)
                }
            }
            block.byteEnd = frame.blob.upperBound
            return block
        } catch {
            throw PBFError(block: frame.index, byteOffset: frame.offset, error.reason)
        }
    }

    static func decodeHeader(_ file: UnsafeBufferPointer<UInt8>, _ frame: BlobFrame) throws(PBFError) {
        do {
            switch try payload(file, frame.blob) {
            case .raw(let r):
                try HeaderBlockDecoder.decode(UnsafeBufferPointer(rebasing: file[r]))
            case .inflated(let bytes):
                try bytes.withUnsafeBufferPointer { (b) throws(BlockDecodeError) in
                    _ = try HeaderBlockDecoder.decode(b)
                }
            }
        } catch {
            throw PBFError(block: frame.index, byteOffset: frame.offset, error.reason)
        }
    }
}
