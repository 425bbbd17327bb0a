import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// Where `sync` follows a redirect: only to the configured server (same host and port)
/// over the same or a stronger scheme (http → https; https → http is refused), at most
/// `limit` hops. So what a request carries (the Google key included) only ever goes to
/// the host the user configured.
public enum RedirectPolicy {
    public static let limit = 5

    public enum Decision: Equatable {
        case follow(URL)
        /// Another host or port, named for the message.
        case otherServer(String)
        /// Not http or https at all (`gopher:`, `file:`, …): the scheme, and the target named.
        case otherScheme(scheme: String, target: String)
        /// Same server, but from https down to http.
        case downgrade(String)
    }

    /// The statuses that send the client elsewhere by `Location`.
    public static func isRedirect(_ status: Int) -> Bool { [301, 302, 303, 307, 308].contains(status) }

    /// `Location` (absolute or relative) resolved against the URL that answered.
    public static func target(of location: String, from current: URL) -> URL? {
        URL(string: location.trimmingCharacters(in: .whitespaces), relativeTo: current)?.absoluteURL
    }

    public static func decide(from current: URL, to target: URL) -> Decision {
        let name = display(target)
        let fromScheme = current.scheme?.lowercased() ?? ""
        let toScheme = target.scheme?.lowercased() ?? ""
        guard toScheme == "http" || toScheme == "https" else {
            let scheme = toScheme.isEmpty ? "?" : toScheme
            let hasHost = !(target.host ?? "").isEmpty
            return .otherScheme(scheme: scheme, target: hasHost ? "\(scheme)://\(name)" : scheme + ":")
        }
        guard let fromHost = current.host?.lowercased(), let toHost = target.host?.lowercased(), fromHost == toHost
        else { return .otherServer(name) }
        if fromScheme == "https" && toScheme == "http" { return .downgrade(name) }
        let fromPort = port(of: current), toPort = port(of: target)
        let samePort = fromPort == toPort || (fromScheme == "http" && toScheme == "https" && fromPort == 80 && toPort == 443)
        return samePort ? .follow(target) : .otherServer(name)
    }

    /// The request to send next: the same one (method, body, headers) for 301, 302, 307 and
    /// 308; a GET without a body only for 303 ("see other": the server took the POST and
    /// points at its result). RFC 9110 lets a client turn a POST into a GET on 301/302, as
    /// browsers do, but for `sync` that would lose the query without a word (curl keeps the
    /// POST too with `--post301 --post302`); redirects go only to the same server anyway.
    public static func request(after current: HTTPRequest, status: Int, to url: URL) -> HTTPRequest {
        var next = current
        next.url = url
        if status == 303 {
            next.method = "GET"
            next.body = nil
            next.setHeader("Content-Type", nil)
        }
        return next
    }

    static func port(of url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
    }

    /// `host`, or `host:port` when the port is written out; the scheme when there is no host.
    static func display(_ url: URL) -> String {
        guard let host = url.host, !host.isEmpty else { return (url.scheme ?? "?") + ":" }
        let shown = host.contains(":") ? "[\(host)]" : host
        return url.port.map { "\(shown):\($0)" } ?? shown
    }
}
