import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Where lunch keeps its files: `--state-dir`, else `LUNCH_STATE_DIR`, else
/// `$XDG_DATA_HOME/lunch`, else `~/.local/share/lunch`. A leading `~` in the option or
/// `LUNCH_STATE_DIR` is expanded (`PathText.expandingTilde`). An empty variable counts as
/// unset, and so does an `XDG_DATA_HOME` that is not an absolute path (the XDG Base
/// Directory specification says such a value is invalid and is to be ignored). The home
/// folder is `$HOME`, else the password entry's.
public struct StatePaths: Sendable, Equatable {
    public let folder: String

    public init(option: String?, environment: [String: String]) {
        if let option, !option.isEmpty {
            folder = PathText.expandingTilde(option, environment: environment)
        } else if let dir = environment["LUNCH_STATE_DIR"], !dir.isEmpty {
            folder = PathText.expandingTilde(dir, environment: environment)
        } else if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            folder = (xdg.hasSuffix("/") ? xdg : xdg + "/") + "lunch"
        } else {
            folder = (PathText.home(environment: environment) ?? ".") + "/.local/share/lunch"
        }
    }

    public var stateFile: String { folder + "/state.json" }
    public var historyFile: String { folder + "/history" }
}

extension StatePaths {
    /// Compact stored forms of catalogs read from source files.
    public var cacheFolder: String { folder + "/cache" }
}
