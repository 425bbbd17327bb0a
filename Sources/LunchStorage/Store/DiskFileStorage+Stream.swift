import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LunchText

extension DiskFileStorage {
    public func writeFile(_ data: Data, to path: String) throws {
        let target = try Self.writableTarget(path)
        switch target.kind {
        case .missing, .regular:
            try writeAtomically(data, to: path)
        case .fifo, .characterDevice:
            try Self.writeThrough(data, to: target.path, named: path)
        default:
            throw UserError(Messages.notRegularFile(path, kind: target.kind.description))
        }
    }

    /// A plain write, as `> file` in a shell: for a fifo or a character device, which
    /// cannot be replaced. Opening never waits for a fifo's reader (there must be one
    /// already), and a reader that goes away is an error, not SIGPIPE.
    private static func writeThrough(_ data: Data, to real: String, named path: String) throws {
        let fd = open(real, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            throw UserError(code == ENXIO ? Messages.noFifoReader(path) : Messages.cannotWrite(path, reason: reason(code)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, [S_IFIFO, S_IFCHR].contains(info.st_mode & S_IFMT) else {
            throw UserError(Messages.cannotWrite(path, reason: "it changed while it was opened"))
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        do {
            try PipeSignal.held { try FileHandle(fileDescriptor: fd, closeOnDealloc: false).write(contentsOf: data) }
        } catch {
            throw UserError(Messages.cannotWrite(path, reason: reason(code(of: error))))
        }
    }
}
