/// Streaming reader of `.osm.pbf` files.
public enum PBFReader {
    /// Reads a whole PBF file's bytes block by block. Blobs are decoded on `threads`
    /// worker threads (with `threads <= 1`, on the calling thread); each decoded block is
    /// handed to `visit` in file order, on the calling thread. At most `2 × threads`
    /// decoded blocks are held at once. Errors (`PBFError`, or whatever `visit` throws)
    /// are thrown in file order: blocks before a damaged one are still visited.
    /// `threads` is capped at 64.
    public static func read(_ bytes: [UInt8], options: PBFReadOptions = .everything, threads: Int = 2,
                            visit: (PBFBlock) throws -> Void) throws {
        try bytes.withUnsafeBufferPointer { try read(buffer: $0, options: options, threads: threads, visit: visit) }
    }

    /// The same over bytes the caller holds (a file read into memory once, never copied):
    /// `buffer` must stay valid until this returns (the workers are stopped before it does).
    public static func read(buffer: UnsafeBufferPointer<UInt8>, options: PBFReadOptions = .everything, threads: Int = 2,
                            visit: (PBFBlock) throws -> Void) throws {
        try read(buffer: buffer, options: options, threads: threads, transform: { $0 }, visit: { try visit($0) })
    }

    /// The same, with `transform` applied to each decoded block on the decoding thread
    /// that decoded it (work that needs no order, e.g. turning elements into what the
    /// caller keeps, shares the cores); `visit` gets what it makes, in file order, on
    /// the calling thread, to change as it likes (its own copy: moving out of it copies nothing).
    public static func read<Part: Sendable>(buffer: UnsafeBufferPointer<UInt8>, options: PBFReadOptions = .everything,
                                           threads: Int = 2, transform: @escaping @Sendable (PBFBlock) -> Part,
                                           visit: (inout Part) throws -> Void) throws {
        let threads = min(threads, 64)
        if threads <= 1 {
            var scanner = FileScanner(count: buffer.count)
            while let frame = try scanner.next(buffer) {
                var part = transform(try BlobDecoder.decodeData(buffer, frame, options: options))
                try visit(&part)
            }
            return
        }
        let pool = DecodePool(threads: threads, file: buffer, options: options, transform: transform)
        defer { pool.shutdown() }
        let limit = 2 * threads
        var submitted = 0, delivered = 0
        var scanError: PBFError?
        var scanning = true
        var scanner = FileScanner(count: buffer.count)
        while true {
            if scanning && submitted - delivered < limit {
                do throws(PBFError) {
                    if let frame = try scanner.next(buffer) {
                        pool.submit(submitted, frame)
                        submitted += 1
                        continue
                    }
                } catch {
                    scanError = error
                }
                scanning = false
            }
            if delivered == submitted { break }
            var part = try pool.take(delivered).get()
            delivered += 1
            try visit(&part)
        }
        if let scanError { throw scanError }
    }

    /// Convenience: reads a file from disk, then `read(_:options:threads:visit:)`.
    public static func read(contentsOf path: String, options: PBFReadOptions = .everything, threads: Int = 2,
                            visit: (PBFBlock) throws -> Void) throws {
        guard let data = FileManagerShim.contents(atPath: path) else {
            throw PBFError("cannot read \(path)")
        }
        try read(data, options: options, threads: threads, visit: visit)
    }
}
