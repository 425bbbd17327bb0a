/// What the file of a built image holds once written: its size, the image checksum's state
/// after each block and whether its sections' contents agree (`ImageContentsCheck`), all
/// from the built sections, on the other core while they are written. `ImageFile` then
/// opens the stored file without reading it back whole: each block it reads later must
/// have the checksum of what was written (a 900 MB catalog: ~0.4 s less per import).
struct WrittenImage {
    let size: Int
    let states: [ImageChecksum]
    let contentsAgree: Bool
    /// The checksum of everything after the header, as `CatalogImage.checksum` computes it.
    var checksum: UInt64 { states.last?.value ?? ImageChecksum().value }

    init(_ image: BuiltImage, block: Int = ImageFile.block) {
        var contents = ImageContentsCheck(size: image.count)
        var states: [ImageChecksum] = []
        states.reserveCapacity(image.count / block + 1)
        var sum = ImageChecksum()
        var position = 0
        image.forEachPart { part in
            contents.feed(position, part)
            var i = 0
            while i < part.count {
                // Up to the end of this block, the header's first bytes left out.
                let end = min(part.count, i + block - (position + i) % block)
                let from = max(i, CatalogImage.headerSize - position)
                if from < end { sum.add(UnsafeRawBufferPointer(rebasing: part[from..<end])) }
                if (position + end) % block == 0 { states.append(sum) }
                i = end
            }
            position += part.count
        }
        if position % block != 0 { states.append(sum) }
        size = position
        self.states = states
        contentsAgree = contents.finish()
    }
}
