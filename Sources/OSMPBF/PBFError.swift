/// A problem with the input, described in one line that says what is wrong and where.
public struct PBFError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Blob number in the file (OSMHeader = 0), when the problem is inside or about one block.
    public let block: Int?
    /// Byte offset in the file where the block (or the problem) starts, when known.
    public let byteOffset: Int?
    /// What is wrong, without the location prefix.
    public let reason: String

    public init(block: Int? = nil, byteOffset: Int? = nil, _ reason: String) {
        self.block = block; self.byteOffset = byteOffset; self.reason = reason
    }

    /// The reason given for an OSM history file (`.osh.pbf`), which is not read.
    public static let historyFile = "it is an OpenStreetMap history file (HistoricalInformation): old versions and deleted objects"

    /// True for a history file (`historyFile`).
    public var isHistoryFile: Bool { reason == Self.historyFile }

    /// How the reason of a file that ends inside a block starts.
    public static let truncatedPrefix = "truncated PBF file"

    /// True when the file ends inside a block (cut short: a download or copy that stopped).
    public var isTruncated: Bool { reason.hasPrefix(Self.truncatedPrefix) }

    public var description: String {
        switch (block, byteOffset) {
        case let (b?, o?): return "block \(b) (byte \(o)): \(reason)"
        case let (b?, nil): return "block \(b): \(reason)"
        case let (nil, o?): return "byte \(o): \(reason)"
        case (nil, nil): return reason
        }
    }
}

/// Thrown inside a block decoder; the reader adds the block number and offset.
struct BlockDecodeError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
