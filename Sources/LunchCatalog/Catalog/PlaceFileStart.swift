#if canImport(Glibc)
import Glibc
import LunchStorage
import LunchText

#endif

/// Looks at the first bytes of a place file before the whole of it is read: a file whose
/// first byte past white space (and a UTF-8 byte order mark) is not `{` fails here with
/// the error the reader would give, at once and in flat memory (a 2 GB file of NUL bytes).
enum PlaceFileStart {
    enum Kind { case json, pbf }

    /// Throws `JSONScanner.Failure` ("not a JSON object") when the file cannot be a place
    /// file, `WholeFile.Failure` when it cannot be opened; returns when it may be one, or
    /// when it is larger than `limit` (the whole read says so first, as before).
    /// `.pbf` when the file starts as an OpenStreetMap PBF file (`PBFPlaceReader.looksLikePBF`).
    /// A file that is neither JSON nor PBF fails with `PlaceFileReader.FileFailure`
    /// (`Messages.notAPBFFile`) when it is `namedPBF` or starts like a PBF block
    /// (`looksLikeBlock`: a tiny or cut `.osm.pbf`), else as JSON.
    @discardableResult
    static func check(path: String, limit: Int, namedPBF: Bool = false, chunk: Int = 64 << 10) throws -> Kind {
        let fd = try WholeFile.openRegular(path)
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, Int(info.st_size) <= limit else { return .json }
        var buffer = [UInt8](repeating: 0, count: chunk)
        var offset = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, chunk, off_t(offset)) }
            if n < 0 {
                if errno == EINTR { continue }
                return .json  // the whole read reports the error
            }
            if n == 0 {
                // Empty or all white space: the reader says what is wrong (a `.pbf` is no PBF file).
                if namedPBF { throw PlaceFileReader.FileFailure(reason: offset == 0 ? Messages.placeFileEmpty : Messages.notAPBFFile) }
                return .json
            }
            var pbfLike = namedPBF
            if offset == 0 {
                let (pbf, block, cut) = buffer.withUnsafeBytes {
                    let head = UnsafeRawBufferPointer(rebasing: $0[0..<n])
                    return (PBFPlaceReader.looksLikePBF(head), Self.looksLikeBlock(head), Self.isCutPBFStart(head, size: Int(info.st_size)))
                }
                if pbf { return .pbf }
                // The whole file is the start of one (a download that stopped in its first bytes).
                if cut { throw PlaceFileReader.FileFailure(reason: Messages.pbfTruncated(block: 0, byte: 0)) }
                pbfLike = pbfLike || block
            }
            let bom = offset == 0 && n >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF
            for i in (bom ? 3 : 0)..<n {
                let b = buffer[i], at = offset + i
                if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { continue }
                if b == UInt8(ascii: "{") { return .json }
                if pbfLike { throw PlaceFileReader.FileFailure(reason: Messages.notAPBFFile) }
                throw JSONScanner.Failure(offset: at, reason: "not a JSON object")
            }
            offset += n
        }
    }

    /// The whole file (`size` bytes, all in `head`) is shorter than an OpenStreetMap PBF
    /// file's first bytes and is their start: a 4-byte length under 64 KiB, then the
    /// BlobHeader's `type` field, `OSMHeader`, as far as it goes.
    static func isCutPBFStart(_ head: UnsafeRawBufferPointer, size: Int) -> Bool {
        let start: [UInt8?] = [0, 0, nil, nil, 0x0A, 9] + "OSMHeader".utf8.map { $0 }
        guard size == head.count, head.count >= 2, head.count < start.count else { return false }
        return head.indices.allSatisfy { start[$0] == nil || start[$0] == head[$0] }
    }

    /// The start of a PBF file's first block (a 4-byte big-endian header length under
    /// 64 KiB, then the BlobHeader's `type` field), whatever its type or length.
    static func looksLikeBlock(_ head: UnsafeRawBufferPointer) -> Bool {
        head.count >= 5 && head[0] == 0 && head[1] == 0 && head[4] == 0x0A
    }
}
