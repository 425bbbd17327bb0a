import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Splits a typed line into commands and words the way a POSIX shell would, minus
/// expansion: whitespace separates words, `'…'` is literal, `"…"` allows `\"` and `\\`,
/// a backslash outside quotes escapes the next character, `;` ends a command and `#` at
/// the start of a word comments out the rest of the line.
public enum ShellWords {
    /// One command: its words, in order. Never empty.
    public typealias Command = [String]

    /// All commands on the line; empty for a blank or comment-only line.
    public static func split(_ line: String) throws -> [Command] {
        let scan = scan(line)
        if let problem = scan.problem { throw UserError(problem) }
        return scan.commands.filter { !$0.isEmpty }
    }

    /// What the scanner found. Used by `split` and, leniently, by completion (which works
    /// on a line that may end inside an open quote).
    public struct Scan: Sendable, Equatable {
        public var commands: [Command] = [[]]
        /// The word being typed at the end of the line (nil after whitespace or `;`).
        public var trailingWord: String?
        /// The quote left open at the end of the line, if any.
        public var openQuote: Character?
        /// How many Unicode scalars of the raw line the trailing word spans (quotes and
        /// backslashes included): what completion must delete to replace it.
        public var trailingRawLength = 0
        public var problem: String?
    }

    public static func scan(_ line: String) -> Scan {
        var result = Scan()
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        // A quote or backslash in the word: quoted text is never a filter word.
        var quoted = false
        var wordStart = line.startIndex

        func endWord() {
            if inWord { result.commands[result.commands.count - 1].append(marked(word, quoted, in: result)) }
            word = ""
            inWord = false
            quoted = false
        }

        // A new line outside quotes ends a command as `;` does (a `-c` value of several
        // lines, as `sh -c`), and ends a `#` comment; a backslash before it joins the lines.
        var inComment = false, joining = false
        func isNewLine(_ ch: Character) -> Bool { ch == "\n" || ch == "\r\n" }

        for index in line.indices {
            let ch = line[index]
            if joining {
                joining = false
                continue
            }
            if inComment {
                if isNewLine(ch) {
                    inComment = false
                    result.commands.append([])
                }
                continue
            }
            if !inWord && quote == nil && !escaped { wordStart = index }
            if escaped {
                // Inside double quotes only \" and \\ are escapes; other backslashes stay.
                if quote == "\"" && ch != "\"" && ch != "\\" { word.append("\\") }
                word.append(ch)
                escaped = false
                continue
            }
            if let q = quote {
                if ch == q {
                    quote = nil
                } else if q == "\"" && ch == "\\" {
                    escaped = true
                } else {
                    word.append(ch)
                }
                continue
            }
            switch ch {
            case "\\" where line.index(after: index) < line.endIndex && isNewLine(line[line.index(after: index)]):
                joining = true
            case "\\":
                escaped = true
                inWord = true
                quoted = true
            case "'", "\"":
                quote = ch
                inWord = true
                quoted = true
            case " ", "\t", "\r":
                endWord()
            case ";", "\n", "\r\n":
                endWord()
                result.commands.append([])
            case "#" where !inWord:
                endWord()
                inComment = true
            default:
                if let first = ch.unicodeScalars.first, first == " " || first == "\t" {
                    // A space carrying combining marks (U+0301 typed after a space is one
                    // character with it): the space separates, the marks begin the next word.
                    endWord()
                    word.unicodeScalars.append(contentsOf: ch.unicodeScalars.dropFirst())
                } else {
                    word.append(ch)
                }
                inWord = true
            }
        }
        if escaped && quote == "\"" {
            // `"abc\` — the backslash waits for a character that never came.
            word.append("\\")
        }
        if inWord || quote != nil {
            result.trailingWord = word
            result.trailingRawLength = line[wordStart...].unicodeScalars.count
        }
        endWordIfComplete(&result, word: marked(word, quoted, in: result), inWord: inWord || quote != nil)
        return finish(result, quote: quote, escaped: escaped && quote == nil)
    }

    /// A quoted word after the command name that would read as a filter word (`search
    /// "open"`, `near '+x'`) carries `FilterWord.literalMark`: it is text.
    private static func marked(_ word: String, _ quoted: Bool, in scan: Scan) -> String {
        guard quoted, scan.commands.last?.isEmpty == false else { return word }
        return FilterWord.marked(word)
    }

    private static func endWordIfComplete(_ result: inout Scan, word: String, inWord: Bool) {
        if inWord { result.commands[result.commands.count - 1].append(word) }
    }

    private static func finish(_ scan: Scan, quote: Character?, escaped: Bool) -> Scan {
        var scan = scan
        scan.openQuote = quote
        if let quote {
            scan.problem = Messages.unbalancedQuote(quote)
        } else if escaped {
            scan.problem = Messages.trailingBackslash
        }
        return scan
    }
}
