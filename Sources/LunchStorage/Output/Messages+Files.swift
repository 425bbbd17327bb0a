import LunchText

/// Messages about files lunch reads: their kind, their size, and the state dir's files
/// that cannot be used.
extension Messages {
    /// The reason a fifo, device, socket or folder is not read ("cannot import F: …").
    public static func notRegularToRead(kind: String) -> String { "it is a \(kind), not a regular file" }

    /// The reason a file larger than the cap is not read.
    public static func tooLargeToRead(size: Int, limit: Int) -> String {
        // In bytes when the rounded sizes would read the same.
        let (shown, cap) = byteCount(size) == byteCount(limit) ? ("\(size) bytes", "\(limit) bytes") : (byteCount(size), byteCount(limit))
        return "it is too large (\(shown); lunch reads at most \(cap) from such a file)"
    }

    /// The history file cannot be read at start: nothing is loaded, and nothing written
    /// over it this session.
    public static func historyOff(_ problem: String) -> String {
        "warning: \(problem); the history is off for this session (the file is left as it is)"
    }

    /// The history could not be saved after a line: said once while saves keep failing;
    /// the lines stay in memory and go to the file with the next save that works.
    public static func historyNotSaved(_ problem: String) -> String {
        "warning: history not saved: \(problem) (said once; the lines are saved when the file can be written again)"
    }

    /// A save whose file would pass the cap lunch reads back (`FileLimits.stateFile`).
    public static func stateWouldBeTooLarge(file: String, limit: Int) -> String {
        "this change would make \(file) larger than \(byteCount(limit)); nothing was saved"
    }

    /// A state folder lunch may not write in (its lock file cannot be made or opened).
    static func folderNotWritable(_ reason: String, folder: String) -> String {
        "\(reason): lunch cannot write in \(folder) (make it writable, or start lunch with --state-dir DIR)"
    }

    /// A file that cannot be made in a folder lunch may not write in (read-only, another
    /// user's), the folder named: its files may be writable, but not a new one beside them.
    static func cannotWriteIn(_ reason: String, folder: String) -> String {
        "\(reason): lunch cannot write in \(folder) (make it writable)"
    }

    /// `--state-dir ''` and the like.
    public static func emptyPathOption(_ option: String) -> String { "\(option) needs a path, not an empty word" }
    public static func flagTakesNoValue(_ word: String, flag: String) -> String {
        "\(flag) takes no value (remove '\(word.dropFirst(flag.count))')"
    }

    /// Sizes in the units people read: `64 MB`, `4 GB`, `20.5 GB`, `512 bytes` (1 MB = 2^20 bytes).
    package static func byteCount(_ bytes: Int) -> String {
        func scaled(_ unit: Int, _ name: String) -> String {
            let tenths = (bytes * 10 + unit / 2) / unit
            return tenths % 10 == 0 ? "\(tenths / 10) \(name)" : "\(tenths / 10).\(tenths % 10) \(name)"
        }
        if bytes >= 1 << 30 { return scaled(1 << 30, "GB") }
        if bytes >= 1 << 20 { return scaled(1 << 20, "MB") }
        if bytes >= 1 << 10 { return scaled(1 << 10, "kB") }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
