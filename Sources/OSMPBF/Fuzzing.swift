extension PBFReader {
    /// libFuzzer entry: runs every decoder on arbitrary bytes. It must never crash, trap,
    /// hang or allocate without bound; errors are expected and ignored.
    /// The bytes are tried as a whole file (single-threaded and, for a quarter of the inputs, with two workers),
    /// and directly as a PrimitiveBlock and as a HeaderBlock, so mutations reach
    /// the inner decoders without having to get past zlib.
    public static func fuzz(_ bytes: UnsafeRawBufferPointer) {
        let file = [UInt8](bytes)
        try? read(file, threads: 1) { _ in }
        try? read(file, options: .compact, threads: 1) { _ in }
        if file.count % 4 == 0 {
            try? read(file, threads: 2) { _ in }  // the worker pool, on a quarter of the inputs
        }
        file.withUnsafeBufferPointer { buf in
            _ = try? PrimitiveBlockDecoder.decode(buf, index: 1, options: .everything)
            _ = try? PrimitiveBlockDecoder.decode(buf, index: 1, options: .compact)
            _ = try? HeaderBlockDecoder.decode(buf)
        }
    }
}
