import Foundation
#if canImport(Glibc)
import Glibc

#endif

/// A TCP listener on 127.0.0.1 that accepts connections and never answers (a stalled
/// team server). Closed when released.
final class StalledListener: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var accepted: [Int32] = []

    /// `port` 0: a free one.
    init(port wanted: Int = 0) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(wanted).bigEndian)
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
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
        Thread.detachNewThread { [self, listener] in
            while true {
                let fd = accept(listener, nil, nil)
                guard fd >= 0 else { return }
                lock.withLock { accepted.append(fd) }
            }
        }
    }

    /// Connections accepted so far.
    var connections: Int { lock.withLock { accepted.count } }

    /// Stops listening and closes what it accepted (the port is free again).
    func stop() {
        lock.withLock {
            accepted.forEach { close($0) }
            accepted = []
        }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    deinit {
        lock.withLock { accepted }.forEach { close($0) }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }
}
