import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// How results are printed: for people (with or without colour) or as one JSON object
/// per command.
public struct OutputMode: Sendable {
    public var json: Bool
    public var style: Style

    public init(json: Bool = false, style: Style = Style(enabled: false)) {
        self.json = json
        self.style = style
    }
}
