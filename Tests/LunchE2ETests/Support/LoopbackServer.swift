import Foundation
#if canImport(Glibc)
import Glibc

#endif

/// A tiny HTTP server on 127.0.0.1 (ephemeral port) that replays canned answers in
/// order and records the requests. Only ever loopback; it stops when released.
final class LoopbackServer: @unchecked Sendable {
    struct Answer {
        var status: Int
        var body: String
        var delay: TimeInterval = 0
        /// Extra header lines, e.g. `["Location": "http://localhost:…/"]`.
        var headers: [String: String] = [:]
        /// Instead of `body`: `total` bytes of filler sent in `chunk`-byte pieces with
        /// `pause` between them, declared by Content-Length when `declared`, else chunked.
        var stream: Stream? = nil
        /// Instead of an HTTP answer: these bytes as they are, then the connection closed
        /// (garbage, a head cut short, or nothing at all).
        var raw: [UInt8]? = nil
    }

    struct Stream {
        var total: Int
        var chunk: Int = 65_536
        var pause: TimeInterval = 0
        var declared: Bool = false
    }

    private let listener: Int32
    let port: UInt16
    private let lock = NSLock()
    private var answers: [Answer]
    private(set) var requests: [String] = []
    private var streamed = 0
    let host: String

    var url: String { "http://\(host):\(port)/api/interpreter" }

    /// Body bytes of streamed answers handed to the socket before the client hung up.
    var streamedBytes: Int { lock.withLock { streamed } }

    init(_ answers: [Answer], host: String = "127.0.0.1") throws {
        precondition(host == "127.0.0.1", "127.0.0.1 only")
        self.answers = answers
        self.host = host
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr(host)
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

    /// More answers, e.g. ones that name this server's own port.
    func add(_ more: [Answer]) { lock.withLock { answers += more } }

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
        if let raw = answer.raw {
            _ = write(raw, to: client)
            return
        }
        let extra = answer.headers.map { "\($0.key): \($0.value)\r\n" }.joined()
        if let stream = answer.stream {
            self.stream(stream, status: answer.status, extra: extra, to: client)
            return
        }
        let body = Array(answer.body.utf8)
        let head = "HTTP/1.1 \(answer.status) X\r\nContent-Type: application/json\r\n\(extra)Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        _ = write(Array(head.utf8) + body, to: client)
    }

    /// Sends the head, then filler until `total` bytes or until the client hangs up.
    private func stream(_ stream: Stream, status: Int, extra: String, to client: Int32) {
        let framing = stream.declared ? "Content-Length: \(stream.total)" : "Transfer-Encoding: chunked"
        let head = "HTTP/1.1 \(status) X\r\nContent-Type: application/json\r\n\(extra)\(framing)\r\nConnection: close\r\n\r\n"
        guard write(Array(head.utf8), to: client) else { return }
        var left = stream.total
        let filler = [UInt8](repeating: UInt8(ascii: " "), count: stream.chunk)
        while left > 0 {
            if stream.pause > 0 { Thread.sleep(forTimeInterval: stream.pause) }
            let piece = Array(filler.prefix(left))
            let framed = stream.declared ? piece : Array((String(piece.count, radix: 16) + "\r\n").utf8) + piece + Array("\r\n".utf8)
            guard write(framed, to: client) else { return }
            left -= piece.count
            lock.withLock { streamed += piece.count }
        }
        if !stream.declared { _ = write(Array("0\r\n\r\n".utf8), to: client) }
    }

    /// Whole buffer or false once the client has gone.
    private func write(_ bytes: [UInt8], to client: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            // The client may have given up (timeouts, Ctrl-C, a refused answer): no SIGPIPE for that.
            let n = bytes.withUnsafeBytes { send(client, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }
}
