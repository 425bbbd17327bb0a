import LunchText

/// The largest file lunch reads, by what the file is for. A file is read into memory whole
/// (`WholeFile`), so each cap is checked against the file's size before a byte is read:
/// a huge or sparse file is refused with one line, never read until the memory runs out.
public enum FileLimits {
    /// A place file (`import FILE`, `--data FILE`) and a cached `sync` answer: 4 GB.
    /// A million places is about 0.3 GB of JSON.
    public static let placeFile = 4 << 30
    /// A stored catalog (`catalog.lunchcat`, `cache/catalog-*.lunchcat`): 4 GB, as the
    /// place files it is made from.
    public static let catalog = 4 << 30
    /// `state.json` and its copies: 64 MB (10,000 visits take 2 MB).
    public static let stateFile = 64 << 20
    /// The command history: 64 MB (1,000 lines, each at most a long pasted line).
    public static let history = 64 << 20
}
