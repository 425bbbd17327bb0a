import CLibEdit
import Foundation

/// Wakes the line editor while it waits for a key, from any thread: the team's poll calls
/// `wake()` when teammates' news or a status line arrived, and the editor (reading keys
/// through `lunch_read_char_or_wake`) prints them above the prompt and draws the prompt and
/// the typed line again. Only a byte written to a pipe crosses threads: everything libedit
/// does stays on the editor's thread.
public final class EditorWakeup: Sendable {
    /// The pipe's ends (non-blocking); -1 when no pipe could be made (then nothing wakes).
    let readEnd: Int32
    /// Also written by the editor's signal handler (SIGWINCH, SIGCONT).
    let writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        if lunch_wake_pipe(&ends) != 0 { ends = [-1, -1] }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Asks the editor to look for output now (a full pipe already asks: the byte is dropped).
    public func wake() {
        guard writeEnd >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    func close() {
        if readEnd >= 0 { Foundation.close(readEnd) }
        if writeEnd >= 0 { Foundation.close(writeEnd) }
    }
}
