import Foundation
import LunchStorage
import LunchText

extension PlaceFileReader {
    /// Why a place file could not be read, in words for the caller's one-line message.
    public struct FileFailure: Error, Equatable {
        public let reason: String
    }

    /// Reads the place file at `path`: checked first (a regular file under the cap that
    /// starts like JSON), then read whole into memory (never mapped: a file truncated
    /// while it is read must not take the shell down) and its places read. The file's
    /// bytes are freed when this returns.
    public static func read(path: String, progress: (any ImportProgress)? = nil) throws -> PlaceReadResult {
        let data: Data
        do {
            try PlaceFileStart.check(path: path, limit: FileLimits.placeFile)
            data = try WholeFile.read(path: path, limit: FileLimits.placeFile)
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
}
