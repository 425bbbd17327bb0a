import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Remembers links instead of opening them (tests and fuzzing).
public final class RecordingLinkOpener: LinkOpener {
    public private(set) var opened: [String] = []
    private let name: String?

    public init(name: String? = nil) {
        self.name = name
    }

    public func open(_ link: String) -> String? {
        opened.append(link)
        return name
    }
}
