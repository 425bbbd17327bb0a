import Foundation
#if canImport(Glibc)
import Glibc
import LunchText

#endif

extension DiskFileStorage {
    /// `NAME.tmp-PID-RANDOM`: the temporary file `writeAtomically` writes beside NAME.
    static let temporaryMarker = ".tmp-"

    /// Removes the temporaries in `folder` that a process killed mid-write left behind
    /// (`kill -9` during an import leaves a catalog-sized one). One is stale when its
    /// process is gone (`kill(pid, 0)` fails with ESRCH) and no process holds its lock
    /// (every writer holds one from creation to rename): a reused PID only keeps the file
    /// until that process ends, and a writer in another PID namespace is still seen by
    /// its lock. Returns the names removed.
    @discardableResult
    public func removeStaleTemporaries(in folder: String) -> [String] {
        removeStale(in: folder) { Self.writerPID(of: $0) }
    }

    /// The same for one file's temporaries only (`TARGET.tmp-PID-RANDOM` beside it): every
    /// write removes what an earlier write to the same file left when it was killed, so a
    /// folder of the user's (`export ~/lunch.json`) never gathers them. Returns the names.
    @discardableResult
    public func removeStaleTemporaries(of target: String) -> [String] {
        let prefix = PathText.lastComponent(of: target) + Self.temporaryMarker
        guard prefix.utf8.count > Self.temporaryMarker.utf8.count else { return [] }
        return removeStale(in: PathText.folder(of: target)) { name in
            name.hasPrefix(prefix) ? Self.writerPID(suffix: name.dropFirst(prefix.count)) : nil
        }
    }

    /// Removes the names in `folder` that `pid` reads as a temporary of a process that
    /// is gone, when no process holds their lock.
    private func removeStale(in folder: String, pid: (String) -> pid_t?) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().filter { name in
            guard let writer = pid(name), !Self.isRunning(writer) else { return false }
            return Self.removeIfUnlocked(folder == "/" ? "/" + name : folder + "/" + name)
        }
    }

    /// The PID in a temporary's name, or nil when the name is not one.
    package static func writerPID(of name: String) -> pid_t? {
        guard let marker = name.range(of: temporaryMarker, options: .backwards), marker.lowerBound > name.startIndex
        else { return nil }
        return writerPID(suffix: name[marker.upperBound...])
    }

    /// The PID in `PID-RANDOM` (what follows the marker), or nil when it is not that.
    static func writerPID(suffix: Substring) -> pid_t? {
        let parts = suffix.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              UInt32(parts[1]) != nil, let pid = pid_t(parts[0]), pid > 0
        else { return nil }
        return pid
    }

    /// True while a process with this PID exists (also one we may not signal).
    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Unlinks a regular file nobody holds a lock on; false when it stays.
    private static func removeIfUnlocked(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, flock(fd, LOCK_EX | LOCK_NB) == 0 else { return false }
        return unlink(path) == 0
    }
}
