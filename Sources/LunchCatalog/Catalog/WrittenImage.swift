import LunchStorage
import LunchText

/// What the file of a built image holds once written: its size, the image checksum's state
/// after each block (kept by the build as it summed) and whether its sections' contents
/// agree (`ImageContentsCheck`, on the other core while they are written). `ImageFile` then
/// opens the stored file without reading it back whole: each block it reads later must
/// have the checksum of what was written (a 900 MB catalog: ~0.4 s less per import).
struct WrittenImage {
    let size: Int
    let states: [ImageChecksum]
    let contentsAgree: Bool
    /// The bytes of the walkable network written after the image (0: none).
    var walkBytes = 0
    /// The checksum of everything after the header, as `CatalogImage.checksum` computes it.
    var checksum: UInt64 { states.last?.value ?? ImageChecksum().value }

    /// An image written as it was built (`CatalogBuilder.stream`), checked on the way.
    init(size: Int, states: [ImageChecksum], contentsAgree: Bool) {
        self.size = size
        self.states = states
        self.contentsAgree = contentsAgree
    }

    /// The states come from the build (`BuiltImage.blockStates`); the contents are checked here.
    init(_ image: BuiltImage) {
        var contents = ImageContentsCheck(size: image.count)
        var position = 0
        image.forEachPart { part in
            contents.feed(position, part)
            position += part.count
        }
        size = position
        states = image.blockStates
        contentsAgree = contents.finish()
    }
}
