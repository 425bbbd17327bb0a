import LunchText

/// What tells one version of a file from another without reading it: which file it is
/// (device and inode), its size and when it last changed. Files lunch replaces are renamed
/// over, so a replaced file has another inode or times; an appended one a larger size.
public struct FileIdentity: Sendable, Equatable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int
    /// Modification and status-change times, in nanoseconds.
    public var modified: Int64
    public var changed: Int64

    public init(device: UInt64, inode: UInt64, size: Int, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// The same file, perhaps longer: only appended to since `self` was taken.
    package func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }
}
