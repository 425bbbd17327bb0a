import Foundation
#if canImport(Glibc)
import Glibc
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
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().filter { name in
            guard let pid = Self.writerPID(of: name), !Self.isRunning(pid) else { return false }
            return Self.removeIfUnlocked(folder == "/" ? "/" + name : folder + "/" + name)
        }
    }

    /// The PID in a temporary's name, or nil when the name is not one.
    static func writerPID(of name: String) -> pid_t? {
        guard let marker = name.range(of: temporaryMarker, options: .backwards), marker.lowerBound > name.startIndex
        else { return nil }
        let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
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
