import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// The lines of `sync`'s server settings, its redirects, and `open`'s link check.
extension Messages {
    /// `LUNCH_OVERPASS_URL` / `LUNCH_GOOGLE_PLACES_URL` set to something that is not a server.
    public static func badServerURL(variable: String, value: String) -> String {
        "\(variable) is not an http:// or https:// URL with a host: '\(value.prefix(200))'; nothing was sent (unset it for the default server)"
    }

    /// `LUNCH_SYNC_TIMEOUT=abc`, `LUNCH_SYNC_MAX_BYTES=0` and the like.
    public static func badNumberVariable(variable: String, value: String, range: String) -> String {
        "\(variable) is not \(range): '\(value.prefix(200))'; nothing was sent (unset it for the default)"
    }

    /// Seconds as set, with their decimals: `20`, `0.5`.
    static func seconds(_ value: Double) -> String { String(format: "%g", value) }

    /// A redirect to `gopher:`, `file:`, `ftp:` …
    public static func redirectScheme(provider: String, scheme: String, target: String) -> String {
        "\(provider) redirected to a \(scheme): URL (\(target)); not followed: sync uses only http and https; nothing was changed"
    }

    /// `open N web` when the place's website is `file:…`, `smb:…`, `javascript:…`, a path, …
    public static func notWebLink(_ website: String) -> String {
        "the place's website is not an http(s) link: '\(website.prefix(200))'; not opened"
    }

    /// Any other link that is not http(s) (never made by lunch itself).
    public static func notOpenable(_ link: String) -> String {
        "the link is not an http(s) link: '\(link.prefix(200))'; not opened"
    }
}
