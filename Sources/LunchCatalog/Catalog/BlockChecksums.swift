import Foundation
import LunchStorage
import LunchText

/// The image checksum's state after each block of a file, computed on a second thread
/// while the caller reads and checks the next chunk: opening a large catalog takes about
/// the longer of the two (the checksum is one long chain of multiplications), not both.
/// Two buffers take turns: the caller fills chunk `i` into `buffer(i)` and hands it over
/// with `submit`; `finish` ends the turns (always called, also after a failed read).
final class BlockChecksums: @unchecked Sendable {
    private let buffers: [UnsafeMutableRawBufferPointer]
    /// Made at 0 and signalled once: libdispatch traps when a semaphore goes away below
    /// the value it was made with, and a turn may end holding a buffer.
    private let free = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
    private let ready = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
    private let done = DispatchSemaphore(value: 0)
    /// Each buffer's chunk: where it is in the file and how many bytes count (-1: no more).
    private var offsets = [0, 0], counts = [0, 0]
    private var states: [ImageChecksum] = []
    private let block: Int

    init(chunk: Int, block: Int, blocks: Int) {
        buffers = [.allocate(byteCount: chunk, alignment: 16), .allocate(byteCount: chunk, alignment: 16)]
        self.block = block
        states.reserveCapacity(blocks)
        for semaphore in free { semaphore.signal() }
        Thread.detachNewThread { [self] in run() }
    }

    deinit {
        for buffer in buffers { buffer.deallocate() }
    }

    /// The buffer for chunk `i`, once the checksum is done with what it held.
    func buffer(_ i: Int) -> UnsafeMutableRawBufferPointer {
        free[i % 2].wait()
        return buffers[i % 2]
    }

    /// Hands chunk `i` over: its first `count` bytes are the file's at `offset` (a
    /// multiple of the block size).
    func submit(_ i: Int, offset: Int, count: Int) {
        offsets[i % 2] = offset
        counts[i % 2] = count
        ready[i % 2].signal()
    }

    /// Ends the turns and returns the states. `i`: the next chunk; `holding`: whether the
    /// caller took its buffer (and did not hand it over).
    func finish(_ i: Int, holding: Bool) -> [ImageChecksum] {
        if !holding { free[i % 2].wait() }
        submit(i, offset: 0, count: -1)
        done.wait()
        return states
    }

    private func run() {
        var sum = ImageChecksum()
        var i = 0
        while true {
            ready[i % 2].wait()
            let count = counts[i % 2], offset = offsets[i % 2]
            guard count >= 0 else { break }
            let part = UnsafeRawBufferPointer(rebasing: buffers[i % 2][0..<count])
            var start = 0
            while start < part.count {
                let end = min(part.count, start + block)
                let from = max(start, CatalogImage.headerSize - offset)
                if from < end { sum.add(UnsafeRawBufferPointer(rebasing: part[from..<end])) }
                states.append(sum)
                start = end
            }
            free[i % 2].signal()
            i += 1
        }
        done.signal()
    }
}
