import Foundation
import LunchStorage
import LunchText
import LunchWalk

/// Where a catalog's walkable network is. It is read on first use (a walking time, a map
/// with streets), never at start-up; a catalog without one walks straight lines. The
/// network (or why it cannot be used) is kept after the first read.
public struct WalkSource: Sendable {
    private let read: @Sendable () throws -> WalkNetwork?
    /// Whether there is a network to read at all (without reading it).
    public let exists: Bool

    public init(exists: Bool = true, read: @escaping @Sendable () throws -> WalkNetwork?) {
        let once = Once(read)
        self.read = { try once.value() }
        self.exists = exists
    }

    /// No network: every walk is the straight line, marked so.
    public static let none = WalkSource(exists: false) { nil }

    /// A file of LunchWalk's bytes (the sample's `helsinki-walk.bin`, made by `tools/gen-walk`).
    public static func file(_ path: String) -> WalkSource {
        WalkSource {
            let bytes = try WholeFile.readAligned(path: path, limit: FileLimits.catalog)
            return try WalkNetwork(serialized: bytes)
        }
    }

    /// A network held in memory (a `--data` file whose stored form could not be written).
    public static func network(_ network: WalkNetwork?) -> WalkSource {
        guard let network else { return .none }
        return WalkSource { network }
    }

    /// The network stored after a catalog image in its file (`WalkPart`), read and checked
    /// when first asked for; `.none` when the file has none. Damaged bytes throw one
    /// `UserError` line (walking then falls back to straight lines); the catalog itself is
    /// not touched.
    static func stored(_ image: CatalogImage, name: String) -> WalkSource {
        guard image.hasWalkPart else { return .none }
        return WalkSource {
            do {
                return try WalkNetwork(serialized: try image.walkPartBytes())
            } catch let error as WalkNetworkError {
                throw UserError(Messages.walkNetworkDamaged(name, reason: words(error)))
            } catch let failure as WholeFile.Failure {
                throw UserError(Messages.walkNetworkDamaged(name, reason: failure.reason))
            }
        }
    }

    private static func words(_ error: WalkNetworkError) -> String {
        switch error {
        case .badMagic: "it does not start as one"
        case .unsupportedVersion(let v): "version \(v) is not known"
        case .truncated: "it is cut short"
        case .wrongLength: "its length is wrong"
        case .checksumMismatch: "its checksum does not match"
        case .inconsistent(let what): TerminalText.safe(what)
        }
    }

    /// The network, or nil when there is none.
    public func network() throws -> WalkNetwork? {
        try read()
    }

    /// The network's bytes as stored with a catalog (nil: none, or it cannot be read).
    func serialized() -> [UInt8]? {
        guard exists, let network = try? read() else { return nil }
        return network.serialized()
    }
}

/// A value computed once, on first use, by whichever thread asks first.
private final class Once: @unchecked Sendable {
    private let lock = NSLock()
    private var make: (@Sendable () throws -> WalkNetwork?)?
    private var result: Result<WalkNetwork?, any Error>?

    init(_ make: @escaping @Sendable () throws -> WalkNetwork?) {
        self.make = make
    }

    func value() throws -> WalkNetwork? {
        lock.lock()
        defer { lock.unlock() }
        if let result { return try result.get() }
        let made = Result { try make!() }
        result = made
        make = nil
        return try made.get()
    }
}
