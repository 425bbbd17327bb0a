import Foundation
#if canImport(Glibc)
import Glibc
import LunchStorage
import LunchText

#endif

/// Opens a catalog source file. The first time, it reads the file (streaming) and keeps
/// the compact form in the state dir's cache folder; later starts read that form at once.
/// The stored form is rebuilt silently when the source changed (size, time, path), it was
/// made with another text folding, or it is damaged or cannot be read: it is only a cache
/// of the source.
public struct CatalogLoader {
    private let cacheFolder: String
    private let storage: any FileStorage

    public init(cacheFolder: String, storage: any FileStorage) {
        self.cacheFolder = cacheFolder
        self.storage = storage
    }

    /// `walkSource`: the network when the stored form has none of its own (the sample's
    /// `helsinki-walk.bin`); a file that brings its own (an `.osm.pbf` extract, Overpass
    /// JSON with ways) has it stored after the image in its stored form, read on first use.
    public func load(path: String, name: String, walkSource: WalkSource = .none) throws -> Catalog {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw UserError(Messages.catalogUnreadable(path, reason: DiskFileStorage.reason(errno)))
        }
        let stamp = Self.stamp(path: path, size: Int64(info.st_size), seconds: Int64(info.st_mtim.tv_sec),
                               nanoseconds: Int64(info.st_mtim.tv_nsec))
        let cachePath = cachePath(for: path)
        var areas: [CatalogArea]?
        func opened(_ image: CatalogImage) -> Catalog {
            let catalog = Catalog(image: image, sourceName: name, walkSource: image.hasWalkPart ? .stored(image, name: name) : walkSource)
            catalog.areas = areas ?? CatalogAreasFile.read(beside: cachePath, storage: storage)
            return catalog
        }
        if let image = try? CatalogImage.read(path: cachePath), image.header.sourceStamp == stamp {
            return opened(image)
        }
        let read = try Self.read(path: path)
        areas = read.areas.areas
        if (try? storage.createDirectory(cacheFolder)) != nil {
            CatalogAreasFile.write(areas ?? [], beside: cachePath, storage: storage)
        }
        let built = CatalogBuilder.image(read.places, sourceStamp: stamp, ids: nil)
        let walks = read.walkNetwork?.serialized()
        if (try? storage.createDirectory(cacheFolder)) != nil,
           (try? storage.writeAtomically(parts: { write in
               try built.writeParts(write)
               if let walks {
                   try write(Data(WalkPart.header(length: walks.count)))
                   try walks.withUnsafeBytes { try BuiltImage.write($0, to: write) }
               }
           }, to: cachePath)) != nil,
           let image = try? CatalogImage.read(path: cachePath) {
            return opened(image)
        }
        let catalog = Catalog(image: try CatalogImage(bytes: built.bytes()), sourceName: name,
                              walkSource: read.walkNetwork.map { .network($0) } ?? walkSource)
        catalog.areas = areas ?? []
        return catalog
    }

    /// Whether the stored form of `path` in `cache/` is there and made from the file as it
    /// is now (only its first bytes are read; the whole is checked when it is read).
    public func hasStoredForm(of path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let stamp = Self.stamp(path: path, size: Int64(info.st_size), seconds: Int64(info.st_mtim.tv_sec),
                               nanoseconds: Int64(info.st_mtim.tv_nsec))
        return CatalogImage.storedStamp(path: cachePath(for: path)) == stamp
    }

    func cachePath(for path: String) -> String {
        cacheFolder + "/catalog-" + String(Self.fnv(Array(path.utf8)), radix: 16) + ".lunchcat"
    }

    /// Reads every place of a source file (format detected from the content).
    public static func readPlaces(path: String) throws -> [Place] {
        try read(path: path).places
    }

    /// Reads a source file's places and network (format detected from the content).
    static func read(path: String) throws -> PlaceReadResult {
        do {
            return try PlaceFileReader.read(path: path)
        } catch let failure as PlaceFileReader.FileFailure {
            throw UserError(Messages.catalogUnreadable(path, reason: failure.reason))
        }
    }

    /// `folding`: the text folding the stored form's words were made with.
    static func stamp(path: String, size: Int64, seconds: Int64, nanoseconds: Int64,
                      folding: UInt32 = TextFolding.version) -> UInt64 {
        var bytes = Array(path.utf8)
        for value in [size, seconds, nanoseconds, Int64(CatalogImage.formatVersion), Int64(folding)] {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return fnv(bytes)
    }

    /// FNV-1a, 64 bits.
    static func fnv(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            hash ^= UInt64(b)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
