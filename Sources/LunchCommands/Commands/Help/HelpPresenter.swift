import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The command list (usage and one line each) and the page for one command, fitted to
/// the screen's width: on a narrow screen the summaries wrap under their column, and a
/// usage too long for the column has its summary on the next line (as `argparse` does).
public struct HelpPresenter {
    public static let dataCredit = "Place data © OpenStreetMap contributors, ODbL."

    let style: Style
    var columns: () -> Int? = { nil }
    /// The line the command list is laid out for when the width is not known.
    static let unknownWidth = 80

    public func present(_ result: HelpInteractor.Result) -> CommandResponse {
        switch result {
        case .all(let commands):
            var lines = ["lunch — decide where to eat. Commands:"]
            lines += commandLines(commands)
            lines.append("")
            lines += wrapped("REF is a row number of the last list, a place id, or a unique name prefix.")
            lines += wrapped(Messages.helpFooter)
            lines += wrapped(Self.dataCredit)
            return CommandResponse(text: lines.joined(separator: "\n"),
                                   json: [("commands", .array(commands.map(json)))])
        case .one(let c):
            return CommandResponse(text: page(c.helpText).joined(separator: "\n"), json: [("commands", .array([json(c)]))])
        }
    }

    /// `  usage  summary`, one command a line when the screen is wide enough. Without a
    /// screen (a pipe, a file) the column is the one an 80-column screen gets, and nothing
    /// wraps: a few long usages do not pad every line to their width.
    private func commandLines(_ commands: [RegisteredCommand]) -> [String] {
        let widest = commands.map { TextWidth.cells($0.usage) }.max() ?? 0
        let summaries = commands.map { TextWidth.cells($0.abstract) }.max() ?? 0
        let screen = columns()
        let limit = screen ?? Self.unknownWidth
        guard 2 + widest + 2 + summaries > limit else {
            return commands.map { "  " + style.bold(TextWidth.pad($0.usage, to: widest)) + "  " + $0.abstract }
        }
        // The usage column is as wide as the longest usage within 30% of the line;
        // longer ones have their summary on the next line.
        let column = commands.map { TextWidth.cells($0.usage) }.filter { $0 <= max(12, limit * 3 / 10) }.max() ?? 12
        let summaryCells = max(20, limit - column - 4)
        let margin = String(repeating: " ", count: column + 4)
        var lines: [String] = []
        for c in commands {
            let summary = screen == nil ? [c.abstract] : TextWidth.wrap(c.abstract, to: summaryCells)
            if TextWidth.cells(c.usage) > column {
                lines += wrapped(c.usage, indent: 4).map { "  " + style.bold($0) }
                lines += summary.map { margin + $0 }
            } else {
                lines.append("  " + style.bold(TextWidth.pad(c.usage, to: column)) + "  " + summary[0])
                lines += summary.dropFirst().map { margin + $0 }
            }
        }
        return lines
    }

    /// One command's page. When a line is wider than the screen, the prose (lines that
    /// do not start with a space or end with `:`) is joined into paragraphs and wrapped
    /// flush; the title, usage, `examples:` and each indented example wrap on their own.
    private func page(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let limit = columns(), lines.contains(where: { TextWidth.cells($0) > limit }) else { return lines }
        var out: [String] = [], paragraph: [String] = []
        func flush() {
            if !paragraph.isEmpty { out += wrapped(paragraph.joined(separator: " ")) }
            paragraph = []
        }
        for (n, line) in lines.enumerated() {
            if n < 2 || line.isEmpty || line.hasPrefix(" ") || line.hasSuffix(":") {
                flush()
                let indent = line.prefix(while: { $0 == " " }).count
                out += wrapped(line, indent: n == 1 ? 7 : indent == 0 ? 0 : indent + 2)
            } else {
                paragraph.append(line)
            }
        }
        flush()
        return out
    }

    /// `line` wrapped to the screen (continuation lines indented by `indent`).
    private func wrapped(_ line: String, indent: Int = 0) -> [String] {
        guard let limit = columns() else { return [line] }
        return TextWidth.wrap(line, to: limit, indent: indent)
    }

    private func json(_ c: RegisteredCommand) -> JSON {
        .object([("name", .string(c.name)), ("aliases", .array(c.aliases.map(JSON.string))),
                 ("usage", .string(c.usage)), ("summary", .string(c.abstract)),
                 ("details", .string(c.discussion))])
    }
}
