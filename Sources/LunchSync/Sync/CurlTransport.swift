import CHTTP
import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// HTTP through libcurl (the library URLSession itself uses on Linux, loaded only when sync runs), on the calling
/// thread (the shell is synchronous). Not URLSession: it reads ahead of its delegate with
/// no way to slow it, so a huge answer filled memory before any cap could act. Here the
/// body is capped while it arrives (`maxBytes`, `LUNCH_SYNC_MAX_BYTES`, default 64 MB; a
/// declared length over it is refused before the body), and redirects are followed here,
/// only as `RedirectPolicy` allows.
public struct CurlTransport: HTTPTransport {
    public static let defaultMaxBytes = 64 * 1_048_576

    public let maxBytes: Int

    public init(maxBytes: Int = CurlTransport.defaultMaxBytes) {
        self.maxBytes = max(1, maxBytes)
    }

    public func send(_ request: HTTPRequest, timeout: TimeInterval, cancelled: @escaping @Sendable () -> Bool) throws -> HTTPAnswer {
        // A day at most: whole milliseconds for libcurl; the message shows the seconds as set.
        let timeout = timeout.isFinite ? min(max(timeout, 0.001), 86_400) : 86_400
        let deadline = Date().addingTimeInterval(timeout)
        var current = request
        for _ in 0...RedirectPolicy.limit {
            let left = max(0.001, deadline.timeIntervalSinceNow)
            let reply = try exchange(current, timeout: left, cancelled: cancelled, seconds: timeout)
            guard RedirectPolicy.isRedirect(reply.status), let location = reply.location, case let url = current.url,
                  let target = RedirectPolicy.target(of: location, from: url) else {
                return HTTPAnswer(status: reply.status, body: reply.body)
            }
            switch RedirectPolicy.decide(from: url, to: target) {
            case .follow(let next): current = RedirectPolicy.request(after: current, status: reply.status, to: next)
            case .otherServer(let name): throw HTTPFailure.redirectRefused(target: name, downgrade: false)
            case .otherScheme(let scheme, let name): throw HTTPFailure.redirectScheme(scheme: scheme, target: name)
            case .downgrade(let name): throw HTTPFailure.redirectRefused(target: name, downgrade: true)
            }
        }
        throw HTTPFailure.tooManyRedirects(limit: RedirectPolicy.limit)
    }

    private struct Reply {
        var status: Int
        var location: String?
        var body: Data
    }

    /// One request, one answer: no redirect followed, the body capped.
    private func exchange(_ request: HTTPRequest, timeout: TimeInterval, cancelled: @escaping @Sendable () -> Bool,
                          seconds: TimeInterval) throws -> Reply {
        let url = request.url.absoluteString
        let host = request.url.host ?? "the server"
        let lines = request.headerLines
        let asker = CancelAsker(cancelled)
        var response = lunch_http_response()
        defer { lunch_http_free(&response) }
        withCStrings([url, request.method] + lines) { strings in
            let body = request.body ?? Data()
            body.withUnsafeBytes { bytes in
                var c = lunch_http_request()
                c.url = strings[0]
                c.method = strings[1]
                c.header_count = lines.count
                c.timeout_ms = max(1, Int(timeout * 1000))
                c.max_bytes = maxBytes
                c.context = Unmanaged.passUnretained(asker).toOpaque()
                c.cancelled = { context in
                    Unmanaged<CancelAsker>.fromOpaque(context!).takeUnretainedValue().ask() ? 1 : 0
                }
                c.has_body = request.body == nil ? 0 : 1
                c.body = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
                c.body_length = bytes.count
                strings.withUnsafeBufferPointer { all in
                    c.headers = UnsafePointer(all.baseAddress.map { $0 + 2 })
                    lunch_http_perform(&c, &response)
                }
            }
        }
        switch Int(response.outcome) {
        case Int(LUNCH_HTTP_OK):
            // The body's memory is handed over as it is, not copied (an answer can be 64 MB).
            var body = Data()
            if let bytes = response.body, response.body_length > 0 {
                body = Data(bytesNoCopy: UnsafeMutableRawPointer(bytes), count: response.body_length, deallocator: .free)
                response.body = nil
            }
            return Reply(status: response.status, location: response.redirect_url.map { String(cString: $0) }, body: body)
        case Int(LUNCH_HTTP_TOO_LARGE): throw HTTPFailure.tooLarge(limit: maxBytes)
        case Int(LUNCH_HTTP_TIMED_OUT): throw HTTPFailure.timedOut(seconds: seconds)
        case Int(LUNCH_HTTP_CANCELLED): throw HTTPFailure.cancelled
        case Int(LUNCH_HTTP_OFFLINE): throw HTTPFailure.offline(host: host)
        case Int(LUNCH_HTTP_NOT_HTTP): throw HTTPFailure.notHTTP(host: host)
        case Int(LUNCH_HTTP_CUT): throw HTTPFailure.cut(host: host)
        case Int(LUNCH_HTTP_NO_LIBCURL): throw HTTPFailure.other("libcurl is not installed")
        default:
            let message = withUnsafeBytes(of: response.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw HTTPFailure.other(message)
        }
    }
}

/// Ctrl-C, asked from libcurl's progress callback.
private final class CancelAsker {
    let ask: @Sendable () -> Bool
    init(_ ask: @escaping @Sendable () -> Bool) { self.ask = ask }
}

/// NUL-terminated copies of `strings`, alive for the duration of `body`.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    return body(copies.map { UnsafePointer($0) })
}
