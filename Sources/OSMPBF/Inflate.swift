import CZlib

enum Inflate {
    /// Inflates a zlib stream that must produce exactly `rawSize` bytes.
    static func inflate(_ input: UnsafeBufferPointer<UInt8>, rawSize: Int) throws(BlockDecodeError) -> [UInt8] {
        var failure: BlockDecodeError?
        // Allocate one spare byte so that zlib can tell us the stream is longer than raw_size.
        let out = [UInt8](unsafeUninitializedCapacity: rawSize &+ 1) { outBuf, initialized in
            initialized = 0
            var stream = z_stream()
            guard osmpbf_inflate_init(&stream) == Z_OK else {
                failure = BlockDecodeError("zlib could not be initialised"); return
            }
            defer { inflateEnd(&stream) }
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = uInt(input.count)
            stream.next_out = outBuf.baseAddress
            stream.avail_out = uInt(rawSize &+ 1)
            let rc = CZlib.inflate(&stream, Z_FINISH)
            let produced = Int(stream.total_out)
            switch rc {
            case Z_STREAM_END:
                if produced != rawSize {
                    failure = BlockDecodeError("zlib data inflates to \(produced) bytes, but raw_size says \(rawSize)")
                    return
                }
                initialized = produced
            case Z_BUF_ERROR where stream.avail_out == 0, Z_OK where stream.avail_out == 0:
                failure = BlockDecodeError("zlib data inflates to more than raw_size (\(rawSize) bytes)")
            case Z_BUF_ERROR:
                failure = BlockDecodeError("damaged zlib data (stream ends early)")
            default:
                failure = BlockDecodeError("damaged zlib data")
            }
        }
        if let failure { throw failure }
        return out
    }
}
