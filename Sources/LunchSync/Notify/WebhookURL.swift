import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// The team's chat webhook (`team notify URL`): http or https with a host. Its path is
/// the secret (a Slack webhook's is), so it is shown only as host + `…`.
public struct WebhookURL: Sendable, Equatable {
    public let url: URL

    public init(_ text: String) throws(UserError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count <= 2_000, !trimmed.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }),
              let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty
        else { throw UserError(Messages.notifyBadURL(Self.shown(trimmed))) }
        self.url = url
    }

    /// `hooks.slack.com…`: the host, never the path, the query or a password.
    public var shown: String { Self.shown(url.absoluteString) }

    /// The host of what may be a URL, + `…` (the text cut when no host can be read).
    public static func shown(_ text: String) -> String {
        (host(text) ?? TerminalText.safe(String(text.prefix(12)))) + "…"
    }

    /// The host alone (`--json`'s `"notify"`), safe to show; nil when none can be read.
    public static func host(_ text: String) -> String? {
        guard let host = URL(string: text)?.host, !host.isEmpty else { return nil }
        return TerminalText.safe(host.contains(":") ? "[\(host)]" : host)
    }
}
