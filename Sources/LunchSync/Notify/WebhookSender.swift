import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// Sends one `WebhookEvent` to the team's webhook: one POST of `WebhookPayload`'s JSON,
/// by the same HTTP rules as sync (`CurlTransport`: redirects only to the same server,
/// the answer capped, a timeout). Never throws: a failure is one line, and the caller
/// leaves the message for a later try (see `Outcome.failed`).
public struct WebhookSender {
    /// Seconds a webhook may take.
    public static let timeout: TimeInterval = 5
    /// A webhook answers `ok`: more than this is not read.
    public static let answerLimit = 64 * 1024

    public enum Outcome: Sendable, Equatable {
        case sent
        /// Not delivered: the line to say; the message is to be tried again later.
        case failed(String)
    }

    let transport: any HTTPTransport
    let timeout: TimeInterval

    public init(transport: any HTTPTransport = CurlTransport(maxBytes: WebhookSender.answerLimit),
                timeout: TimeInterval = WebhookSender.timeout) {
        self.transport = transport
        self.timeout = timeout
    }

    /// The request as sent (pure).
    public static func request(_ event: WebhookEvent, to url: WebhookURL) -> HTTPRequest {
        var request = HTTPRequest(url: url.url, method: "POST", body: WebhookPayload.body(event))
        request.setHeader("Content-Type", "application/json; charset=utf-8")
        request.setHeader("User-Agent", "lunch")
        return request
    }

    public func send(_ event: WebhookEvent, to url: WebhookURL,
                     cancelled: @escaping @Sendable () -> Bool = { false }) -> Outcome {
        do {
            let answer = try transport.send(Self.request(event, to: url), timeout: timeout, cancelled: cancelled)
            guard (200..<300).contains(answer.status) else {
                return .failed(Messages.notifyFailed(url.shown, why: Messages.notifyStatus(answer.status)))
            }
            return .sent
        } catch let failure as HTTPFailure {
            return .failed(Messages.notifyFailed(url.shown, why: Messages.notifyWhy(failure)))
        } catch {
            return .failed(Messages.notifyFailed(url.shown, why: TerminalText.safe(String("\(error)".prefix(200)))))
        }
    }
}
