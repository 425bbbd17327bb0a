import Foundation
import LunchKit

/// Files in memory, for tests of the store and history without touching the disk.
public final class MemoryFileStorage: FileStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: Data] = [:]
    /// When set, every write fails with this message (to test full or read-only disks).
    public var failWrites: String?

    public init(files: [String: Data] = [:]) {
        self.files = files
    }

    public subscript(path: String) -> Data? {
        lock.withLock { files[path] }
    }

    public var paths: [String] { lock.withLock { files.keys.sorted() } }

    public func read(_ path: String, limit: Int) throws -> Data? {
        guard let data = lock.withLock({ files[path] }) else { return nil }
        guard data.count <= limit else {
            throw UserError(Messages.cannotRead(path, reason: Messages.tooLargeToRead(size: data.count, limit: limit)))
        }
        return data
    }

    public func exists(_ path: String) -> Bool {
        lock.withLock { files[path] != nil }
    }

    public func writeAtomically(_ data: Data, to path: String) throws {
        try lock.withLock {
            if let failWrites { throw UserError(failWrites) }
            // A copy: the caller's bytes may be valid only during the call.
            files[path] = data.withUnsafeBytes { Data($0) }
        }
    }

    public func move(_ path: String, to newPath: String) throws {
        lock.withLock {
            files[newPath] = files.removeValue(forKey: path)
        }
    }

    public func createDirectory(_ path: String) throws {}

    public func withLock<T>(_ lockPath: String, _ body: () throws -> T) throws -> T {
        try body()
    }
}
