import Synchronization

/// Keys read from the terminal while a command ran, kept for the next prompt: the pick
/// spin reads the key that skips it (a terminal cannot peek), and the line editor
/// pushes these keys back before it reads, so they are the first keys of the line.
/// A Ctrl-D among them is dropped, as one typed during any other command is (the
/// kernel turns that one into a NUL the line editor ignores): ending the shell takes
/// a Ctrl-D typed at the prompt. A Ctrl-C discards the keys kept before it (itself
/// too), as it discards the line at the prompt.
public final class TypedAhead: Sendable {
    /// The one terminal this process reads keys from.
    public static let shared = TypedAhead()

    private let bytes = Mutex<[UInt8]>([])

    public init() {}

    /// Keeps `keys` (bytes as read from the terminal) after those already kept,
    /// without Ctrl-D (end of file) and NUL (which would end the C string); a Ctrl-C
    /// empties what was kept so far.
    public func keep(_ keys: some Sequence<UInt8>) {
        bytes.withLock { kept in
            for key in keys {
                switch key {
                case 0x03: kept.removeAll()
                case 0x04, 0: continue
                default: kept.append(key)
                }
            }
        }
    }

    /// The kept keys, oldest first, as a C string's bytes; empties the store.
    public func take() -> [UInt8] {
        bytes.withLock { taken in
            defer { taken.removeAll() }
            return taken
        }
    }
}
