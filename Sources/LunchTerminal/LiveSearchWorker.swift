import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// Runs `find`'s searches one at a time on another thread, so the key loop never waits
/// for one; the latest answer is picked up with `take`. The search reads the catalog and
/// the store while the key loop only draws: nothing else touches them meanwhile, and
/// `wait` is called before the command goes on.
final class LiveSearchWorker: @unchecked Sendable {
    let search: (String) -> FindView
    private let lock = NSCondition()
    private var busy = false
    private var answer: FindView?

    init(search: @escaping (String) -> FindView) {
        self.search = search
    }

    var isBusy: Bool {
        lock.lock()
        defer { lock.unlock() }
        return busy
    }

    /// A search is running or its answer is waiting to be taken (read at once: an answer
    /// that comes between two separate looks would otherwise be missed and wait for a key).
    var hasWork: Bool {
        lock.lock()
        defer { lock.unlock() }
        return busy || answer != nil
    }

    /// Starts searching `text` (call only when not busy).
    func start(_ text: String) {
        lock.lock()
        busy = true
        lock.unlock()
        Thread.detachNewThread { [self] in
            let found = search(text)
            lock.lock()
            answer = found
            busy = false
            lock.broadcast()
            lock.unlock()
        }
    }

    /// The answer that came since the last call, if any.
    func take() -> FindView? {
        lock.lock()
        defer { lock.unlock() }
        defer { answer = nil }
        return answer
    }

    /// Until the search running (if any) is over.
    func wait() {
        lock.lock()
        while busy { lock.wait() }
        lock.unlock()
    }
}
