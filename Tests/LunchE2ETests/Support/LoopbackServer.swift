import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP server on 127.0.0.1 (ephemeral port) that replays canned answers in order
/// and records the requests. Only ever loopback; it stops when released.
final class LoopbackServer: @unchecked Sendable {
    struct Answer {
        var status: Int
        var body: String
        var delay: TimeInterval = 0
    }

    private let listener: Int32
    let port: UInt16
    private let lock = NSLock()
    private var answers: [Answer]
    private(set) var requests: [String] = []

    var url: String { "http://127.0.0.1:\(port)/api/interpreter" }

    init(_ answers: [Answer]) throws {
        self.answers = answers
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 8) == 0 else { throw CocoaError(.fileWriteUnknown) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        _ = bound
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [weak self] in self?.serve() }
    }

    deinit { close(listener) }

    var requestCount: Int { lock.withLock { requests.count } }

    private func serve() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            Thread.detachNewThread { [weak self] in self?.handle(client) }
        }
    }

    private func handle(_ client: Int32) {
        defer { close(client) }
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(client, &buffer, buffer.count)
            if n <= 0 { return }
            received += buffer[0..<n]
            let text = String(decoding: received, as: UTF8.self)
            guard let end = text.range(of: "\r\n\r\n") else { continue }
            let header = text[..<end.lowerBound].lowercased()
            let length = header.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? 0
            if text.utf8.count - text[..<end.upperBound].utf8.count >= length { break }
        }
        let answer: Answer? = lock.withLock {
            requests.append(String(decoding: received, as: UTF8.self))
            return answers.isEmpty ? nil : answers.removeFirst()
        }
        guard let answer else { return }
        if answer.delay > 0 { Thread.sleep(forTimeInterval: answer.delay) }
        let body = Array(answer.body.utf8)
        let head = "HTTP/1.1 \(answer.status) X\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + body
        // The client may have given up (timeouts, Ctrl-C): no SIGPIPE for that.
        _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
