#if canImport(Glibc)
import Glibc
import LunchText

#endif

extension DiskFileStorage {
    /// What a path to be written names once symbolic links are followed.
    struct WriteTarget {
        enum Kind: Equatable {
            case missing, regular, folder, fifo, characterDevice, blockDevice, socket

            var description: String {
                switch self {
                case .missing: "missing file"
                case .regular: "regular file"
                case .folder: "folder"
                case .fifo: "fifo"
                case .characterDevice, .blockDevice: "device"
                case .socket: "socket"
                }
            }
        }

        /// The real file: the end of the chain of links (the path itself when it is none).
        var path: String
        var kind: Kind
        /// The permission bits of an existing regular file.
        var mode: mode_t?
    }

    /// What `path` names with symbolic links followed. The kind is the kernel's (so
    /// `/dev/stdout` is the pipe or terminal it stands for); for a regular or missing
    /// file the path is the end of the chain of links (a link to a missing file names
    /// that file, as a shell's `>` does), so the link itself is never replaced.
    static func writableTarget(_ path: String) throws -> WriteTarget {
        var info = stat()
        if stat(path, &info) != 0 {
            let code = errno
            // `link -> file/x.json`: the part that is not a folder is named.
            if code == ENOTDIR, let end = try? endOfLinks(path) { throw UserError(Messages.cannotSave(path, reason: folderReason(code, of: end))) }
            guard code == ENOENT else { throw UserError(Messages.cannotSave(path, reason: reason(code))) }
            return WriteTarget(path: try endOfLinks(path), kind: .missing, mode: nil)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return WriteTarget(path: try endOfLinks(path), kind: .regular, mode: info.st_mode & 0o7777)
        case S_IFDIR: return WriteTarget(path: path, kind: .folder, mode: nil)
        case S_IFIFO: return WriteTarget(path: path, kind: .fifo, mode: nil)
        case S_IFCHR: return WriteTarget(path: path, kind: .characterDevice, mode: nil)
        case S_IFBLK: return WriteTarget(path: path, kind: .blockDevice, mode: nil)
        default: return WriteTarget(path: path, kind: .socket, mode: nil)
        }
    }

    /// The last name in the chain of symbolic links that starts at `path`.
    private static func endOfLinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            current = PathText.resolve(try linkTarget(current, for: path), besideOf: current)
        }
        throw UserError(Messages.cannotSave(path, reason: reason(ELOOP)))
    }

    /// The text of the link at `link` (`path` is the name the user gave, for errors).
    private static func linkTarget(_ link: String, for path: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(link, &buffer, buffer.count - 1)
        guard n >= 0 else { throw UserError(Messages.cannotSave(path, reason: reason(errno))) }
        guard n > 0, let text = String(validating: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) else {
            throw UserError(Messages.cannotSave(path, reason: "the link's target is not a UTF-8 name"))
        }
        return text
    }
}
