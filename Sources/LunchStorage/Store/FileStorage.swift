import Foundation
import LunchText

/// The file operations the state and history need. A seam for tests: `DiskFileStorage`
/// is the real one, `MemoryFileStorage` keeps files in a dictionary.
public protocol FileStorage: Sendable {
    /// The file's bytes, or nil when there is no such file. Only a regular file (or a link
    /// to one) of at most `limit` bytes is read (`FileLimits`); anything else throws.
    func read(_ path: String, limit: Int) throws -> Data?
    /// True when something (a file, folder, link…) has this name.
    func exists(_ path: String) -> Bool
    /// Replaces the file in one step: temporary file, fsync, rename. `data` may be valid
    /// only during the call (a large catalog is passed without a copy).
    func writeAtomically(_ data: Data, to path: String) throws
    /// The same for a file that may hold a secret (`team.json`, the history: a webhook's
    /// secret path): readable and writable by its owner only (0600), whatever it was.
    func writePrivately(_ data: Data, to path: String) throws
    /// The same for a file given in parts (a catalog image written without joining it: each
    /// part may be valid only during the call to `write`).
    func writeAtomically(parts: (_ write: (Data) throws -> Void) throws -> Void, to path: String) throws
    /// The same for a file whose first bytes are known only once the rest is written (a
    /// catalog written as it is built): `parts` writes the whole file, placeholders at its
    /// start, and returns the start's bytes, written over them before the file is made
    /// durable and renamed.
    func writeAtomically(partsThenStart parts: (_ write: (Data) throws -> Void) throws -> Data, to path: String) throws
    /// Writes a file the user named (`export`): a regular or new file is replaced in one
    /// step as above, through a symbolic link when it is one; a fifo or character device
    /// (`/dev/stdout`, a named pipe) is written to as a shell's `>` does; a folder, socket
    /// or block device is refused.
    func writeFile(_ data: Data, to path: String) throws
    func move(_ path: String, to newPath: String) throws
    func createDirectory(_ path: String) throws
    /// Runs `body` holding an exclusive lock on `lockPath` (other processes wait).
    func withLock<T>(_ lockPath: String, _ body: () throws -> T) throws -> T
    /// Which version of a regular file is there now (nil when there is none): an append
    /// or a replacement changes it.
    func identity(_ path: String) -> FileIdentity?
    /// Cuts the existing file at `offset`, writes `data` there and, when `durable`, makes it
    /// durable (fsync) before returning the file's new identity. A failed write leaves the
    /// file cut at `offset`. Not durable is for what may be lost in a power cut (a marker
    /// whose loss only repeats idempotent work): it still survives the process being killed.
    func append(_ data: Data, to path: String, at offset: Int, durable: Bool) throws -> FileIdentity
    /// Removes a file if it is there.
    func remove(_ path: String)
}

extension FileStorage {
    /// `append` made durable (fsync) before it returns.
    public func append(_ data: Data, to path: String, at offset: Int) throws -> FileIdentity {
        try append(data, to: path, at: offset, durable: true)
    }

    /// Files that are not on a disk are all regular.
    public func writeFile(_ data: Data, to path: String) throws {
        try writeAtomically(data, to: path)
    }

    /// Joins the parts and writes them as one (fine for storage that is not a disk).
    public func writeAtomically(parts: (_ write: (Data) throws -> Void) throws -> Void, to path: String) throws {
        var data = Data()
        try parts { data.append($0) }
        try writeAtomically(data, to: path)
    }

    /// Joins the parts, puts the start in and writes them as one.
    public func writeAtomically(partsThenStart parts: (_ write: (Data) throws -> Void) throws -> Data, to path: String) throws {
        var data = Data()
        let start = try parts { data.append($0) }
        precondition(start.count <= data.count, "the start of a file is within it")
        data.replaceSubrange(0..<start.count, with: start)
        try writeAtomically(data, to: path)
    }
}
