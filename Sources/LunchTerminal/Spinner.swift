import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// A spinner on standard error while the store says something slow is running
/// (`isLoading`), drawn from a background thread so it turns while the work blocks.
/// Only on a terminal; it erases itself when the work ends.
public final class Spinner: @unchecked Sendable {
    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    private let lock = NSLock()
    private var generation = 0
    private var spinning = false
    private var drawn = false
    public init() {}

    /// Starts and stops with the store's `isLoading` (when standard error is a terminal),
    /// saying the store's `loadingWhat`, made safe for the terminal.
    public func follow(_ store: Store) {
        guard isatty(STDERR_FILENO) == 1 else { return }
        store.observe { [weak self] old, new in
            guard let self, old.isLoading != new.isLoading else { return }
            new.isLoading ? self.start(label: TerminalText.safe(new.loadingWhat)) : self.stop()
        }
    }

    func start(label: String) {
        let mine: Int = lock.withLock {
            generation += 1
            spinning = true
            return generation
        }
        Thread.detachNewThread { [weak self] in
            var frame = 0
            let started = Date()
            // A short delay: quick work never shows a spinner.
            Thread.sleep(forTimeInterval: 0.3)
            // The seconds waited so far, from the first whole one: it is turning, not stuck.
            func text() -> String {
                let waited = Int(Date().timeIntervalSince(started))
                return Self.frames[frame % Self.frames.count] + " " + label + (waited >= 1 ? " \(waited) s" : "")
            }
            while let self, self.draw(text(), ifCurrent: mine) {
                frame += 1
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
    }

    func stop() {
        lock.withLock {
            if drawn { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            drawn = false
            spinning = false
            generation += 1
        }
    }

    /// Draws one frame unless the work this spinner was started for has ended.
    private func draw(_ text: String, ifCurrent mine: Int) -> Bool {
        lock.withLock {
            guard spinning && generation == mine else { return false }
            FileHandle.standardError.write(Data("\r\(text)\u{1B}[K".utf8))
            drawn = true
            return true
        }
    }
}
