/// Opens a link with the system's opener. A seam: the real one runs `xdg-open`, tests
/// record what would have been opened.
public protocol LinkOpener {
    /// The opener's name when one ran (`xdg-open`), nil when there is none.
    func open(_ link: String) -> String?
}

/// Remembers links instead of opening them (tests; also when opening is turned off).
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
