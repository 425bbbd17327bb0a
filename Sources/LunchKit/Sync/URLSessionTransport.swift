import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTP through URLSession, waited for on the calling thread (the shell is synchronous).
/// Redirects are followed here, not by URLSession, and only as `RedirectPolicy` allows;
/// answers are capped at `maxBytes` (`LUNCH_SYNC_MAX_BYTES`, default 64 MB).
public struct URLSessionTransport: HTTPTransport {
    public static let defaultMaxBytes = 64 * 1_048_576

    public let maxBytes: Int

    public init(maxBytes: Int = URLSessionTransport.defaultMaxBytes) {
        self.maxBytes = max(1, maxBytes)
    }

    public func send(_ request: URLRequest, timeout: TimeInterval, cancelled: @escaping @Sendable () -> Bool) throws -> HTTPAnswer {
        let deadline = Date().addingTimeInterval(timeout + 1)
        var current = request
        for _ in 0...RedirectPolicy.limit {
            let reply = try exchange(current, timeout: timeout, deadline: deadline, cancelled: cancelled)
            guard RedirectPolicy.isRedirect(reply.status), let location = reply.location, let url = current.url,
                  let target = RedirectPolicy.target(of: location, from: url) else {
                return HTTPAnswer(status: reply.status, body: reply.body)
            }
            switch RedirectPolicy.decide(from: url, to: target) {
            case .follow(let next): current = RedirectPolicy.request(after: current, status: reply.status, to: next)
            case .otherServer(let name): throw HTTPFailure.redirectRefused(target: name, downgrade: false)
            case .downgrade(let name): throw HTTPFailure.redirectRefused(target: name, downgrade: true)
            }
        }
        throw HTTPFailure.tooManyRedirects(limit: RedirectPolicy.limit)
    }

    /// One request, one answer: no redirect followed, the body capped.
    private func exchange(_ request: URLRequest, timeout: TimeInterval, deadline: Date,
                          cancelled: @escaping @Sendable () -> Bool) throws -> CappedTransfer.Reply {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        let transfer = CappedTransfer(maxBytes: maxBytes)
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: request)
        task.resume()
        while !transfer.wait(milliseconds: 100) {
            if cancelled() {
                task.cancel()
                throw HTTPFailure.cancelled
            }
            if Date() > deadline {
                task.cancel()
                throw HTTPFailure.timedOut(seconds: Int(timeout))
            }
        }
        return try transfer.reply(host: request.url?.host ?? "the server", timeout: timeout)
    }
}
