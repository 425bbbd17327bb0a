import Foundation
import LunchStorage
import LunchText

/// Which catalog a start uses, and opening it: `--data FILE` (through its stored form in
/// `cache/`), else the user's saved catalog (`catalog.lunchcat`), else the shipped sample.
/// A saved catalog that is damaged is moved aside and the sample used, with a notice.
public struct StartCatalog: Sendable {
    /// `--data`, with `~` expanded.
    public var dataPath: String?
    public var folder: String
    public var cacheFolder: String
    public var samplePath: String?
    /// The sample's walkable network (`helsinki-walk.bin`).
    public var sampleWalks: WalkSource
    public var storage: any FileStorage
    public var now: @Sendable () -> Date

    public init(dataPath: String?, folder: String, cacheFolder: String, samplePath: String?,
                sampleWalks: WalkSource = .none, storage: any FileStorage,
                now: @escaping @Sendable () -> Date) {
        self.dataPath = dataPath
        self.folder = folder
        self.cacheFolder = cacheFolder
        self.samplePath = samplePath
        self.sampleWalks = sampleWalks
        self.storage = storage
        self.now = now
    }

    /// The catalog and what to say about it once it is ready.
    public func open() throws -> (catalog: Catalog, notice: String?) {
        let loader = CatalogLoader(cacheFolder: cacheFolder, storage: storage)
        if let dataPath {
            return (try loader.load(path: dataPath, name: (dataPath as NSString).lastPathComponent), nil)
        }
        var notice: String?
        do {
            let saved = try SavedCatalog(folder: folder, samplePath: nil, storage: storage, now: now).open()
            if let mine = saved.catalog { return (mine, nil) }
            notice = saved.notice
        } catch {
            notice = "warning: \(error); lunch uses the Helsinki sample"
        }
        guard let samplePath else { throw UserError(Messages.sampleMissing) }
        return (try loader.load(path: samplePath, name: "the Helsinki sample", walkSource: sampleWalks), notice)
    }

    /// Whether opening is only reading a stored form and checking it (no place file to
    /// read and index): then it can go on while the shell starts (`BackgroundCatalog`).
    public var isStored: Bool {
        let loader = CatalogLoader(cacheFolder: cacheFolder, storage: storage)
        if let dataPath { return loader.hasStoredForm(of: dataPath) }
        let saved = folder + "/catalog.lunchcat"
        // A regular file is read in the background; a fifo or device is said at once.
        if storage.exists(saved) { return storage.identity(saved) != nil }
        return samplePath.map { loader.hasStoredForm(of: $0) } ?? false
    }
}

/// A catalog opened on another thread while the shell starts. Until `finish` the shell
/// holds an empty placeholder; `finish` (called before the first command and the first
/// completion, so nothing reads the catalog before it is read whole and checked) waits for
/// the opening and switches the placeholder to it: a damaged stored form is caught there,
/// before any of it is used.
public final class BackgroundCatalog: @unchecked Sendable {
    public let catalog = Catalog(places: [], sourceName: "the catalog")
    private let condition = NSCondition()
    private var result: Result<(catalog: Catalog, notice: String?), any Error>?
    private var finished = false

    public init(_ open: @escaping @Sendable () throws -> (catalog: Catalog, notice: String?)) {
        Thread.detachNewThread { [self] in
            let opened = Result { try open() }
            condition.lock()
            result = opened
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Whether `finish` was called.
    public var isFinished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return finished
    }

    /// Waits for the opening; the first call switches `catalog` to what was opened and
    /// returns its notice, later calls return nil at once. Throws what opening threw.
    public func finish() throws -> String? {
        condition.lock()
        defer { condition.unlock() }
        guard !finished else { return nil }
        while result == nil { condition.wait() }
        finished = true
        let opened = try result!.get()
        catalog.replace(with: opened.catalog)
        return opened.notice
    }
}
