import Foundation
import LunchText
import LunchState
import LunchCommands
import LunchTerminal

/// The line source and the loop: the line editor with completion, the team's news before
/// each prompt and its background poll where someone types; else each `-c` in order, or
/// standard input.
enum ShellRun {
    static func interactive(dispatcher: Dispatcher, registry: CommandRegistry, history: HistoryStore,
                            catalog: OpeningCatalog, team: TeamSession, output: any OutputSink,
                            screen: @escaping () -> ScreenSize, standout: Bool) -> Int32 {
        Terminal.installGuard()
        let completer = Completer(registry: registry)
        let editor = LineEditor(programName: "lunch", history: history.entries, historyLimit: history.limit,
                                standout: standout, completer: { line in
                                    catalog.ready()
                                    return completer.complete(line)
                                })
        output.out("lunch \(LunchCommand.version) — type 'help' for commands, Tab to complete, Ctrl-D to leave.\n")
        let shell = Shell(input: editor, dispatcher: dispatcher, output: output, history: history, interactive: true)
        // What teammates did, before each prompt (a background poll reads it; this never waits).
        team.startPolling()
        // Wrapped at spaces to the screen, as every answer is.
        let wrapped = { (text: String) in screen().columns.map { TextWidth.wrapLines(text, to: $0) } ?? text }
        shell.beforePrompt = { TeamNewsText.flush(team, out: { output.out(wrapped($0)) }, err: { output.err(wrapped($0)) }) }
        // An idle prompt shows them too, without waiting for Enter: the poll's thread wakes
        // the editor, which prints them above the prompt and draws the typed line again.
        editor.idleOutput = {
            var out = "", err = ""
            TeamNewsText.flush(team, out: { out += wrapped($0) }, err: { err += wrapped($0) })
            return (out, err)
        }
        let wakeup = editor.wakeup
        team.store.observe { old, new in
            if TeamNewsText.arrived(old: old.team, new: new.team) { wakeup.wake() }
        }
        let status = shell.run()
        editor.close()
        Terminal.restore()
        // SIGTERM, SIGHUP or Ctrl-\ at the prompt: the line kept, the terminal restored; now
        // lunch ends by the signal, as it would have at once.
        if let signal = editor.endingSignal { Terminal.end(by: signal) }
        return status
    }

    /// Each -c in order (its new lines end commands, as in `sh -c`: `ShellWords`), else
    /// standard input.
    static func scripted(_ commands: [String]?, dispatcher: Dispatcher, output: any OutputSink) -> Int32 {
        let input: LineSource = commands.map { ScriptedLines($0) } ?? PlainLineReader()
        return Shell(input: input, dispatcher: dispatcher, output: output, history: nil, interactive: false).run()
    }
}
