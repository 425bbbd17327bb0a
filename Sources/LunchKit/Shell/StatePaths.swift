/// Where lunch keeps its files: `--state-dir`, else `LUNCH_STATE_DIR`, else
/// `$XDG_DATA_HOME/lunch`, else `~/.local/share/lunch`.
public struct StatePaths: Sendable, Equatable {
    public let folder: String

    public init(option: String?, environment: [String: String]) {
        if let option, !option.isEmpty {
            folder = option
        } else if let dir = environment["LUNCH_STATE_DIR"], !dir.isEmpty {
            folder = dir
        } else if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            folder = xdg + "/lunch"
        } else {
            folder = (environment["HOME"] ?? ".") + "/.local/share/lunch"
        }
    }

    public var stateFile: String { folder + "/state.json" }
    public var historyFile: String { folder + "/history" }
}

extension StatePaths {
    /// Compact stored forms of catalogs read from source files.
    public var cacheFolder: String { folder + "/cache" }
}
