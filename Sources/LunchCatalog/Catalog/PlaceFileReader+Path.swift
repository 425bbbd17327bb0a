import Foundation
import LunchStorage
import LunchText
import OSMPBF

extension PlaceFileReader {
    /// Why a place file could not be read, in words for the caller's one-line message.
    public struct FileFailure: Error, Equatable {
        public let reason: String
    }

    /// Reads the place file at `path`: checked first (a regular file under the cap that
    /// starts like JSON or a PBF file; a file named `.pbf` that is neither is no PBF file), then read whole into memory (never mapped: a file truncated
    /// while it is read must not take the shell down) and its places read. The file's
    /// bytes are freed when this returns.
    public static func read(path: String, progress: (any ImportProgress)? = nil) throws -> PlaceReadResult {
        let data: Data
        do {
            let named = path.lowercased().hasSuffix(".pbf")
            if try PlaceFileStart.check(path: path, limit: FileLimits.placeFile, namedPBF: named) == .pbf {
                return try readPBF(path: path, progress: progress)
            }
            data = try WholeFile.readAligned(path: path, limit: FileLimits.placeFile)
        } catch let failure as WholeFile.Failure {
            throw FileFailure(reason: failure.reason)
        } catch let failure as JSONScanner.Failure {
            throw FileFailure(reason: reason(failure))
        }
        do {
            return try read(data, progress: progress)
        } catch let failure as JSONScanner.Failure {
            throw FileFailure(reason: reason(failure))
        }
    }

    /// An `.osm.pbf` file: read whole into memory (never mapped), then its blocks decoded
    /// on two cores (`PBFPlaceReader`).
    private static func readPBF(path: String, progress: (any ImportProgress)?) throws -> PlaceReadResult {
        let buffer = try WholeFile.readBuffer(path: path, limit: FileLimits.placeFile)
        defer { buffer.release() }
        do {
            return try PBFPlaceReader.read(UnsafeBufferPointer(buffer.bytes.bindMemory(to: UInt8.self)), progress: progress)
        } catch let error as PBFError {
            throw FileFailure(reason: pbfReason(error))
        }
    }

    /// Why a PBF file could not be read, in words for the one-line error.
    static func pbfReason(_ error: PBFError) -> String {
        error.isHistoryFile ? Messages.pbfHistoryFile
            : error.isTruncated ? Messages.pbfTruncated(block: error.block, byte: error.byteOffset)
            : Messages.pbfUnreadable("\(error)")
    }
}
