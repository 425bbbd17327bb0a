import LunchStorage
import LunchCatalog
import LunchText

/// Text that may hold a connection string with a password, made safe to show or keep:
/// `postgresql://alice:secret@host/db` → `postgresql://alice@host/db`, `password=secret` →
/// `password=…`. For error lines, history and the event log.
public enum TeamURLText {
    public static func withoutPassword(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        // URI form: drop ":password" before "@" after "://".
        while let range = rest.range(of: "://") {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let end = rest.firstIndex(where: { $0 == " " || $0 == "/" || $0 == "?" }) ?? rest.endIndex
            let authority = rest[..<end]
            if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
                result += authority[..<colon] + authority[at...]
                rest = rest[end...]
            }
        }
        result += rest
        // Keyword form and query parameters: password=… (quoted or not).
        var cleaned = ""
        var chars = Substring(result)
        while let range = chars.range(of: "password=", options: .caseInsensitive) {
            cleaned += chars[..<range.upperBound] + "…"
            var after = chars[range.upperBound...]
            if after.first == "'" {
                after = after.dropFirst()
                while let c = after.first {
                    after = after.dropFirst()
                    if c == "\\" { after = after.dropFirst(); continue }
                    if c == "'" { break }
                }
            } else {
                // The value ends at a space, or at the quote the word is in (its closing
                // quote stays, so the line still parses); quotes inside an unquoted word
                // are part of the value.
                let outer = openQuote(cleaned)
                var inner: Character?
                while let c = after.first {
                    if c == "\\" && (outer ?? inner) != "'" { after = after.dropFirst(2); continue }
                    if let q = inner {
                        if c == q { inner = nil }
                    } else if let q = outer {
                        if c == q || c.isWhitespace || c == "&" { break }
                    } else if c == "'" || c == "\"" {
                        inner = c
                    } else if c.isWhitespace || c == "&" {
                        break
                    }
                    after = after.dropFirst()
                }
            }
            chars = after
        }
        return cleaned + chars
    }

    /// The shell quote (`'` or `"`) still open at the end of `text`, if any.
    static func openQuote(_ text: String) -> Character? {
        var quote: Character?
        var escaped = false
        for c in text {
            if escaped { escaped = false; continue }
            if c == "\\" && quote != "'" { escaped = true; continue }
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "'" || c == "\"" {
                quote = c
            }
        }
        return quote
    }
}
