import Foundation
import LunchStorage
import LunchText

/// An http or https URL with a host, and nothing else: what `open` hands to the system's
/// opener when the link comes from data (a website tag), and what `sync` accepts as a
/// server (`LUNCH_OVERPASS_URL`, `LUNCH_GOOGLE_PLACES_URL`). `file:`, `smb:`,
/// `javascript:`, a bare path, `http//x`, `ftp://h`, `://`, `http://` with no host, a port
/// past 65535, spaces or control characters anywhere: all refused.
public enum WebLink {
    /// The URL when `text` is one; nil when it is not.
    public static func url(_ text: String) -> URL? {
        guard !text.unicodeScalars.contains(where: isForbidden) else { return nil }
        let lower = text.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://"),
              let parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(),
              scheme == "http" || scheme == "https",
              let host = parts.host, isHost(host), (parts.port ?? 1) > 0, (parts.port ?? 1) <= 65_535
        else { return nil }
        return URL(string: text)
    }

    /// Whitespace, and what the terminal-safe path marks (controls, bidi overrides, invisible
    /// format characters such as U+200B).
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || TerminalText.isUnsafe(scalar) || TerminalText.isHidden(scalar)
    }

    /// A name (letters, digits, `-`, `.`, `_`; international names too) or `[IPv6]`.
    static func isHost(_ host: String) -> Bool {
        guard !host.isEmpty else { return false }
        if host.hasPrefix("[") {
            return host.hasSuffix("]") && host.count > 2
                && host.dropFirst().dropLast().unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || $0 == ":" || $0 == "." }
        }
        return host.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "-._".unicodeScalars.contains($0) }
    }
}
