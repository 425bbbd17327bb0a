import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// What `sync` and its providers say (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func synced(_ added: Int, _ updated: Int, _ unchanged: Int, from source: String) -> String {
        "Synced from \(source): \(added) added, \(updated) updated, \(unchanged) unchanged."
    }
    public static func extraProvider(_ word: String) -> String {
        "one provider at most (google or overpass): '\(word)' is extra"
    }
}

extension Messages {
    // What a provider's server answered
    public static func syncFailed(_ failure: HTTPFailure, provider: String) -> String {
        switch failure {
        case .offline(let host):
            return "offline: cannot reach \(host); near and search keep working on your saved places"
        case .timedOut(let seconds):
            return "\(provider) did not answer within \(Self.seconds(seconds)) s; try again, or a smaller radius"
        case .cancelled:
            return "sync cancelled; nothing was changed"
        case .notHTTP(let host):
            return "\(host) did not answer in HTTP (is the \(provider) URL right?); nothing was changed"
        case .cut(let host):
            return "\(host) closed the connection before the whole answer came; try again; nothing was changed"
        case .other(let text):
            return "\(provider) request failed: \(text); nothing was changed"
        case .redirectRefused(let target, downgrade: false):
            return "\(provider) redirected to another server (\(target)); not followed: requests go only to the configured host; nothing was changed"
        case .redirectRefused(let target, downgrade: true):
            return "\(provider) redirected from https to plain http (\(target)); not followed; nothing was changed"
        case .redirectScheme(let scheme, let target):
            return redirectScheme(provider: provider, scheme: scheme, target: target)
        case .tooManyRedirects(let limit):
            return "\(provider) redirected more than \(limit) times; gave up; nothing was changed"
        case .tooLarge(let limit):
            let size = limit % 1_048_576 == 0 ? "\(limit / 1_048_576) MB" : "\(limit)-byte"
            return "the \(provider) answer is over the \(size) limit (LUNCH_SYNC_MAX_BYTES); try a smaller radius; nothing was changed"
        }
    }
    public static func overpassBusy(host: String, status: Int) -> String {
        "\(host) is busy (HTTP \(status)) after 3 tries; wait a minute and try again"
    }
    public static func httpStatus(host: String, status: Int) -> String { "\(host) answered HTTP \(status); nothing was changed" }
    /// The spinner's words while sync waits for a server.
    public static func asking(_ server: String, host: String) -> String { "asking \(server) at \(host)…" }
    /// Not one JSON object (garbage, HTML, or JSON of another kind such as `[]`).
    public static let syncNotJSON = "the server's answer is not a JSON object; nothing was changed"
    /// JSON, but not the provider's answer (another API's, an error page as JSON).
    public static func syncNotPlaces(_ answer: String, key: String) -> String {
        "the server's answer is JSON but not \(answer) (no \"\(key)\"); nothing was changed"
    }
    public static func overpassRemark(_ remark: String) -> String {
        "Overpass could not run the query (\(remark.prefix(120))); try a smaller radius"
    }
}

extension Messages {
    public static func googleKey(_ status: String) -> String {
        "Google refused the key (\(status)): check GOOGLE_PLACES_API_KEY and that Places API (New) is enabled for its project"
    }
    public static let googleQuota = "Google Places quota is used up (RESOURCE_EXHAUSTED): wait, or raise the quota in the Cloud console"
    public static let googleBilling = "Google Places needs billing enabled on the key's project (Cloud console → Billing)"
    public static func googleInvalid(_ detail: String) -> String { "Google Places rejected the request: \(detail.prefix(120))" }
    public static let googleNeedsKey = "sync google needs an API key: set GOOGLE_PLACES_API_KEY (Places API (New))"
}
