import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A webhook receiver on 127.0.0.1 (an ephemeral port) that records each request (method
/// line, headers, body) and answers with the next status, after an optional stall.
/// Shared by the unit tests and the team's tests on PostgreSQL.
public final class WebhookReceiver: @unchecked Sendable {
    public struct Request: Sendable {
        public var head: String
        public var body: String
        public var method: String { String(head.prefix { $0 != " " }) }
        public func header(_ name: String) -> String? {
            head.split(separator: "\r\n").dropFirst().first { $0.lowercased().hasPrefix(name.lowercased() + ":") }
                .map { $0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces) }
        }
    }

    private let listener: Int32
    public let port: UInt16
    private let lock = NSLock()
    private var answers: [(status: Int, stall: TimeInterval)]
    private var received: [Request] = []

    public var url: String { "http://127.0.0.1:\(port)/hooks/secret-path" }
    public var requests: [Request] { lock.withLock { received } }

    public init(_ answers: [(status: Int, stall: TimeInterval)]) throws {
        self.answers = answers
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 8) == 0 else { throw CocoaError(.fileWriteUnknown) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in serve() }
    }

    /// Stops listening (a connection is refused from now on). The serving thread closes the
    /// socket when its accept fails, so its number is never reused under a thread still
    /// accepting on it.
    public func stop() { shutdown(listener, Int32(SHUT_RDWR)) }

    private func serve() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                close(listener)
                return
            }
            Thread.detachNewThread { [self] in handle(client) }
        }
    }

    private func handle(_ client: Int32) {
        defer { close(client) }
        var bytes = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var request: Request?
        while request == nil {
            let n = read(client, &buffer, buffer.count)
            if n <= 0 { return }
            bytes += buffer[0..<n]
            guard let end = bytes.indices.dropLast(3).first(where: { bytes[$0...($0 + 3)].elementsEqual([13, 10, 13, 10]) })
            else { continue }
            let head = String(decoding: bytes[..<end], as: UTF8.self)
            let length = Request(head: head, body: "").header("Content-Length").flatMap { Int($0) } ?? 0
            let body = bytes[(end + 4)...]
            if body.count >= length { request = Request(head: head, body: String(decoding: body, as: UTF8.self)) }
        }
        let answer: (status: Int, stall: TimeInterval) = lock.withLock {
            received.append(request!)
            return answers.isEmpty ? (200, 0) : answers.removeFirst()
        }
        if answer.stall > 0 { Thread.sleep(forTimeInterval: answer.stall) }
        let reply = "HTTP/1.1 \(answer.status) X\r\nContent-Type: text/plain\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok"
        _ = Array(reply.utf8).withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
