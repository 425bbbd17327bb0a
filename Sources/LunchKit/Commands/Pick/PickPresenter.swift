/// The pick: a headline, then the detail view.
public struct PickPresenter {
    let show: ShowPresenter
    let style: Style

    public func present(_ r: PickInteractor.Result) -> CommandResponse {
        var lines: [String] = []
        if r.startedOver { lines.append(Messages.allPicked(r.candidates)) }
        if r.recentOnly { lines.append(Messages.onlyRecentLeft) }
        lines.append(style.bold("Your pick: \(TerminalText.safe(r.row.place.name))") + " (one of \(r.candidates))")
        var response = show.present(r.detail)
        response.text = (lines + [response.text]).joined(separator: "\n")
        response.json += [("candidates", .int(r.candidates)), ("started_over", .bool(r.startedOver))]
        return response
    }
}
