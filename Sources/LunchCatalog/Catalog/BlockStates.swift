import LunchStorage
import LunchText

/// The image checksum (`ImageChecksum`, everything after the header's first bytes) fed a
/// stored image's bytes in file order, in parts of any size, keeping its state after each
/// block of the file: what `ImageFile` checks each block it reads against.
struct BlockStates {
    private(set) var sum = ImageChecksum()
    private var states: [ImageChecksum] = []
    private var position = 0
    private let block: Int

    init(block: Int = ImageFile.block, capacity: Int = 0) {
        self.block = block
        states.reserveCapacity(capacity / block + 1)
    }

    mutating func add(_ part: UnsafeRawBufferPointer) {
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

    /// The state after each block, the last one's however short it is.
    func finish() -> [ImageChecksum] {
        position % block == 0 ? states : states + [sum]
    }
}
