import Foundation

/// Replays what a program wrote as a terminal would show it, scrollback included: text,
/// `\r`, `\n`, backspace, cursor moves (`ESC [ n A/B/C/D/G/H`), erase below and to the
/// end of the line (`ESC [ J`, `ESC [ K`). Other sequences (colours, modes) draw nothing.
/// One cell per character (the tests that use it draw ASCII and `…`).
struct ScreenReplay {
    private(set) var lines: [[Character]] = [[]]
    private var row = 0, column = 0
    let columns: Int, rows: Int

    init(_ text: String, columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        var chars = Array(text)[...]
        while let ch = chars.popFirst() {
            switch ch {
            case "\r": column = 0
            case "\r\n":
                column = 0
                newline()
            case "\n": newline()
            case "\u{8}": column = max(0, column - 1)
            case "\u{7}": break
            case "\u{1B}": escape(&chars)
            default: put(ch)
            }
        }
    }

    /// Every line, scrollback first, without trailing spaces.
    var text: [String] { lines.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) } }

    /// The lines on screen now (the last `rows`).
    var screen: [String] { Array(text.suffix(rows)) }

    private var firstOnScreen: Int { max(0, lines.count - rows) }

    private mutating func newline() {
        if row == lines.count - 1 { lines.append([]) }
        row += 1
    }

    private mutating func put(_ ch: Character) {
        if column >= columns {
            column = 0
            newline()
        }
        while lines[row].count < column { lines[row].append(" ") }
        if column < lines[row].count { lines[row][column] = ch } else { lines[row].append(ch) }
        column += 1
    }

    private mutating func escape(_ chars: inout ArraySlice<Character>) {
        guard let kind = chars.popFirst() else { return }
        guard kind == "[" else {
            if kind == "]" { while let c = chars.popFirst(), c != "\u{7}" {} }  // OSC … BEL
            return
        }
        var parameter = ""
        while let c = chars.popFirst() {
            guard let value = c.asciiValue, !(0x40...0x7E).contains(value) else {
                run(c, parameter)
                return
            }
            parameter.append(c)
        }
    }

    private mutating func run(_ final: Character, _ parameter: String) {
        let numbers = parameter.split(separator: ";").map { Int($0.filter(\.isNumber)) ?? 1 }
        let n = max(1, numbers.first ?? 1)
        switch final {
        case "A": row = max(firstOnScreen, row - n)
        case "B": row = min(lines.count - 1, row + n)
        case "C": column = min(columns - 1, column + n)
        case "D": column = max(0, column - n)
        case "G": column = n - 1
        case "H":
            row = firstOnScreen + (numbers.first ?? 1) - 1
            while lines.count <= row { lines.append([]) }
            column = (numbers.count > 1 ? numbers[1] : 1) - 1
        case "K": if column < lines[row].count { lines[row].removeSubrange(column...) }
        case "J":
            if parameter.isEmpty || parameter == "0" {
                if column < lines[row].count { lines[row].removeSubrange(column...) }
                for i in (row + 1)..<lines.count { lines[i] = [] }
            } else if parameter == "2" {
                for i in firstOnScreen..<lines.count { lines[i] = [] }
            }
        default: break
        }
    }
}
