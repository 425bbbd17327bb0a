import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// One HTTP exchange. A seam: the real transport is `CurlTransport`; tests point it at a
/// server of their own on 127.0.0.1.
public protocol HTTPTransport {
    /// Sends the request and waits for the answer, at most `timeout` seconds; gives up
    /// early when `cancelled()` turns true (Ctrl-C).
    func send(_ request: HTTPRequest, timeout: TimeInterval, cancelled: @escaping @Sendable () -> Bool) throws -> HTTPAnswer
}

public struct HTTPAnswer: Sendable {
    public var status: Int
    public var body: Data

    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}

/// Why an exchange failed, in the terms the user's message needs.
public enum HTTPFailure: Error, Equatable {
    case offline(host: String)
    case timedOut(seconds: Double)
    case cancelled
    /// A redirect to another server (`host:port`), or from https down to http: not followed.
    case redirectRefused(target: String, downgrade: Bool)
    /// A redirect to a scheme that is not http or https (`gopher://host`): not followed.
    case redirectScheme(scheme: String, target: String)
    case tooManyRedirects(limit: Int)
    /// The answer is longer than the cap (bytes).
    case tooLarge(limit: Int)
    /// Something answered, but not in HTTP (garbage, HTTP/0.9).
    case notHTTP(host: String)
    /// The connection ended before the whole answer came (nothing, or part of it).
    case cut(host: String)
    case other(String)
}
