import Foundation

/// Replays what a program wrote as a terminal would show it, scrollback included: text,
/// `\r`, `\n`, backspace, cursor moves (`ESC [ n A/B/C/D/G/H`), erase below and to the
/// end of the line (`ESC [ J`, `ESC [ K`), insert and delete characters (`ESC [ n @/P`).
/// Other sequences (colours, modes) draw nothing. Wide characters (CJK, emoji) take two
/// cells, as terminals (and libedit, through wcwidth) count them. `resize` changes the
/// rows as a window does: lines below the cursor that no longer fit go, lines scrolled
/// off come back when it grows (as VTE and kitty do).
struct ScreenReplay {
    private(set) var lines: [[Character]] = [[]]
    private var row = 0, column = 0
    let columns: Int
    private(set) var rows: Int
    /// Stands in the second cell of a wide character.
    static let secondCell: Character = "\u{FFFF}"

    init(_ text: String, columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        feed(text)
    }

    /// Replays more output.
    mutating func feed(_ text: String) {
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

    /// The window now has `rows` rows.
    mutating func resize(rows newRows: Int) {
        while lines.count - newRows > row, lines.count > row + 1 { lines.removeLast() }
        rows = newRows
    }

    /// The cursor's row on the screen (0: the top) and column.
    var cursor: (row: Int, column: Int) { (row - firstOnScreen, column) }

    /// Cells a line of text takes.
    static func textCells(_ text: String) -> Int { text.reduce(0) { $0 + cells($1) } }

    /// Cells a character takes.
    static func cells(_ ch: Character) -> Int {
        guard let v = ch.unicodeScalars.first?.value else { return 0 }
        switch v {
        case 0x300...0x36F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD: return 2
        default: return 1
        }
    }

    /// Every line, scrollback first, without trailing spaces.
    var text: [String] {
        lines.map { String($0.filter { $0 != Self.secondCell }).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }

    /// The lines on screen now (the last `rows`).
    var screen: [String] { Array(text.suffix(rows)) }

    private var firstOnScreen: Int { max(0, lines.count - rows) }

    private mutating func newline() {
        if row == lines.count - 1 { lines.append([]) }
        row += 1
    }

    private mutating func put(_ ch: Character) {
        let width = Self.cells(ch)
        guard width > 0 else { return }
        if column + width > columns {
            column = 0
            newline()
        }
        while lines[row].count < column + width { lines[row].append(" ") }
        lines[row][column] = ch
        if width == 2 { lines[row][column + 1] = Self.secondCell }
        column += width
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
        case "@":
            while lines[row].count < column { lines[row].append(" ") }
            lines[row].insert(contentsOf: Array(repeating: " ", count: n), at: column)
            if lines[row].count > columns { lines[row].removeSubrange(columns...) }
        case "P": if column < lines[row].count { lines[row].removeSubrange(column..<min(lines[row].count, column + n)) }
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
