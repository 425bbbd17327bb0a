import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTP through URLSession, waited for on the calling thread (the shell is synchronous).
public struct URLSessionTransport: HTTPTransport {
    public init() {}

    public func send(_ request: URLRequest, timeout: TimeInterval, cancelled: @escaping @Sendable () -> Bool) throws -> HTTPAnswer {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let box = AnswerBox()
        let task = session.dataTask(with: request) { data, response, error in
            box.finish(data: data, response: response, error: error)
        }
        task.resume()
        let deadline = Date().addingTimeInterval(timeout + 1)
        while !box.wait(milliseconds: 100) {
            if cancelled() {
                task.cancel()
                throw HTTPFailure.cancelled
            }
            if Date() > deadline {
                task.cancel()
                throw HTTPFailure.timedOut(seconds: Int(timeout))
            }
        }
        return try box.answer(host: request.url?.host ?? "the server", timeout: timeout)
    }
}

/// The answer, handed from URLSession's thread to the waiting one.
private final class AnswerBox: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data: Data?
    private var response: URLResponse?
    private var error: (any Error)?

    func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
        self.data = data
        self.response = response
        self.error = error
        done.signal()
    }

    func wait(milliseconds: Int) -> Bool {
        done.wait(timeout: .now() + .milliseconds(milliseconds)) == .success
    }

    func answer(host: String, timeout: TimeInterval) throws -> HTTPAnswer {
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
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        return HTTPAnswer(status: status, body: data ?? Data())
    }
}
