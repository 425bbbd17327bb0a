import Foundation
#if canImport(Glibc)
import Glibc

#endif

/// A TCP listener on 127.0.0.1 that accepts connections and never answers (a stalled
/// server). Closed when stopped.
final class StalledListener: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var accepted: [Int32] = []
    private var stopped = false

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
        }
        guard bound == 0, listen(listener, 16) == 0 else { throw CocoaError(.fileWriteUnknown) }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self, listener] in
            while true {
                let fd = accept(listener, nil, nil)
                guard fd >= 0 else { return }
                let keep = lock.withLock { () -> Bool in
                    if stopped { return false }
                    accepted.append(fd)
                    return true
                }
                if !keep { close(fd); return }
            }
        }
        thread.start()
    }

    var connections: Int { lock.withLock { accepted.count } }

    func stop() {
        let fds = lock.withLock { () -> [Int32] in
            stopped = true
            defer { accepted = [] }
            return accepted
        }
        fds.forEach { close($0) }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    deinit { stop() }
}
