import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// What the terminal layer itself says.
extension Messages {
    /// Ctrl-Z when lunch leads its session (started by a terminal emulator, `setsid`):
    /// no shell could bring it back with `fg`.
    public static let cannotSuspend = "lunch cannot be suspended here: no shell with job control started it (Ctrl-D leaves)"
}
