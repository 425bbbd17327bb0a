/// The command list (usage and one line each) and the page for one command.
public struct HelpPresenter {
    public static let dataCredit = "Place data © OpenStreetMap contributors, ODbL."

    let style: Style

    public func present(_ result: HelpInteractor.Result) -> CommandResponse {
        switch result {
        case .all(let commands):
            let width = commands.map { TextWidth.cells($0.usage) }.max() ?? 0
            var lines = ["lunch — decide where to eat. Commands:"]
            for c in commands {
                lines.append("  " + style.bold(TextWidth.pad(c.usage, to: width)) + "  " + c.abstract)
            }
            lines.append("")
            lines.append("REF is a row number of the last list, a place id, or a unique name prefix.")
            lines.append("Type 'help CMD' for details and examples. Tab completes; Ctrl-R searches history.")
            lines.append(Self.dataCredit)
            return CommandResponse(text: lines.joined(separator: "\n"),
                                   json: [("commands", .array(commands.map(json)))])
        case .one(let c):
            return CommandResponse(text: c.helpText, json: [("commands", .array([json(c)]))])
        }
    }

    private func json(_ c: RegisteredCommand) -> JSON {
        .object([("name", .string(c.name)), ("aliases", .array(c.aliases.map(JSON.string))),
                 ("usage", .string(c.usage)), ("summary", .string(c.abstract)),
                 ("details", .string(c.discussion))])
    }
}
