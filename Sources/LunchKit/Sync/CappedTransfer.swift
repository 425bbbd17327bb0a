import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One URLSession exchange seen through its delegate: never follows a redirect itself (the
/// transport decides, see `RedirectPolicy`), keeps at most `maxBytes` of body (a declared
/// length over it is refused when the head arrives, a longer body as soon as it passes
/// it: the task is cancelled and what was kept dropped), and hands the outcome from
/// URLSession's queue to the waiting thread.
final class CappedTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    struct Reply {
        var status: Int
        var location: String?
        var body: Data
    }

    private let maxBytes: Int
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var body = Data()
    private var response: HTTPURLResponse?
    private var error: (any Error)?
    private var overCap = false

    init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let refuse = response.expectedContentLength > Int64(maxBytes)
        lock.withLock {
            self.response = response as? HTTPURLResponse
            if refuse { overCap = true }
        }
        if refuse { dataTask.cancel() }
        completionHandler(refuse ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let refuse: Bool = lock.withLock {
            guard !overCap else { return false }
            guard body.count + data.count <= maxBytes else {
                overCap = true
                body = Data()
                return true
            }
            body.append(data)
            return false
        }
        if refuse { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.withLock {
            self.error = error
            if response == nil { response = task.response as? HTTPURLResponse }
        }
        done.signal()
    }

    /// True once the exchange has ended (answer, error or cancel).
    func wait(milliseconds: Int) -> Bool {
        done.wait(timeout: .now() + .milliseconds(milliseconds)) == .success
    }

    func reply(host: String, timeout: TimeInterval) throws -> Reply {
        try lock.withLock {
            if overCap { throw HTTPFailure.tooLarge(limit: maxBytes) }
            if let error = error as? URLError {
                switch error.code {
                case .timedOut: throw HTTPFailure.timedOut(seconds: Int(timeout))
                case .cancelled: throw HTTPFailure.cancelled
                case .notConnectedToInternet, .cannotFindHost, .cannotConnectToHost, .networkConnectionLost,
                     .dnsLookupFailed, .internationalRoamingOff, .dataNotAllowed:
                    throw HTTPFailure.offline(host: host)
                default: throw HTTPFailure.other(error.localizedDescription)
                }
            }
            if let error { throw HTTPFailure.other(String(describing: error)) }
            return Reply(status: response?.statusCode ?? 0, location: response?.value(forHTTPHeaderField: "Location"), body: body)
        }
    }
}
