import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Files in memory, for tests of the store and history without touching the disk.
public final class MemoryFileStorage: FileStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: Data] = [:] {
        didSet { version += 1 }
    }
    /// Counts changes, so a file written again has another identity.
    private var version: UInt64 = 0
    private var versions: [String: UInt64] = [:]
    /// When set, every write fails with this message (to test full or read-only disks).
    public var failWrites: String?
    /// Every `append`, in order: the path and whether it was made durable (fsync on a disk).
    public var appends: [(path: String, durable: Bool)] { lock.withLock { appendLog } }
    private var appendLog: [(path: String, durable: Bool)] = []
    private var written: (@Sendable (String) -> Void)?
    /// Called with the path after each write or append (a test's moment "just written").
    public var afterWrite: (@Sendable (String) -> Void)? {
        get { lock.withLock { written } }
        set { lock.withLock { written = newValue } }
    }

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
            versions[path] = version
        }
        afterWrite?(path)
    }

    /// No modes in memory: as `writeAtomically`.
    public func writePrivately(_ data: Data, to path: String) throws {
        try writeAtomically(data, to: path)
    }

    public func move(_ path: String, to newPath: String) throws {
        lock.withLock {
            files[newPath] = files.removeValue(forKey: path)
            versions[newPath] = versions.removeValue(forKey: path)
        }
    }

    public func createDirectory(_ path: String) throws {}

    public func withLock<T>(_ lockPath: String, _ body: () throws -> T) throws -> T {
        try body()
    }

    public func identity(_ path: String) -> FileIdentity? {
        lock.withLock {
            guard let data = files[path] else { return nil }
            let inode = versions[path] ?? 0
            // Written whole: another "inode"; appended to: the same one, longer.
            return FileIdentity(device: 0, inode: inode, size: data.count, modified: 0, changed: 0)
        }
    }

    public func append(_ data: Data, to path: String, at offset: Int, durable: Bool) throws -> FileIdentity {
        try lock.withLock {
            if let failWrites { throw UserError(failWrites) }
            guard var file = files[path] else { throw UserError(Messages.cannotSave(path, reason: "no such file or directory")) }
            file = Data(file.prefix(offset)) + data
            files[path] = file
            appendLog.append((path, durable))
        }
        guard let identity = identity(path) else { throw UserError(Messages.cannotSave(path, reason: "it was removed")) }
        afterWrite?(path)
        return identity
    }

    public func remove(_ path: String) {
        lock.withLock {
            _ = files.removeValue(forKey: path)
            _ = versions.removeValue(forKey: path)
        }
    }
}
