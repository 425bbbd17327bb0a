import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The pick: a headline, then the detail view.
public struct PickPresenter {
    let show: ShowPresenter
    let style: Style

    /// The widest the name in the headline is shown (the detail below shows it whole).
    public static let nameCells = 48

    public func present(_ r: PickInteractor.Result) -> CommandResponse {
        var lines: [String] = []
        if r.startedOver { lines.append(Messages.allPicked(r.candidates)) }
        if r.recentOnly { lines.append(Messages.onlyRecentLeft) }
        var line = style.bold("Your pick: \(TextWidth.truncate(TerminalText.safe(r.row.place.name), to: Self.nameCells))") + " (one of \(r.candidates))"
        // Only places closing within the stretch were left: the pick says when it closes.
        if r.closesWithinStretch, let closing = show.table.closingWithin(r.row.status, at: r.row.time, stretch: r.row.stretch) {
            line += " — " + closing
        }
        lines.append(line)
        var response = show.present(r.detail)
        response.text = (lines + [response.text]).joined(separator: "\n")
        response.json += [("candidates", .int(r.candidates)), ("started_over", .bool(r.startedOver))]
        return response
    }
}
