import CTerminal
import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// A progress bar on standard error for imports that take more than ~0.3 s: bytes read,
/// percent, places per second; then the later phase in words. Erased when done.
public final class TerminalImportProgress: ImportProgress {
    private var started: Date?
    private var lastDrawn: Date?
    private var shown = false

    public init() {}

    public func reading(bytes: Int, of total: Int, places: Int) {
        let now = Date()
        let start = started ?? now
        started = start
        let elapsed = now.timeIntervalSince(start)
        guard elapsed > 0.3, total > 0 else { return }
        // About ten redraws a second are enough to read, and cost the import nothing.
        if let lastDrawn, now.timeIntervalSince(lastDrawn) < 0.1, bytes < total { return }
        lastDrawn = now
        let fraction = min(1, Double(bytes) / Double(total))
        let width = 24
        let filled = Int(fraction * Double(width))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let rate = Int(Double(places) / max(elapsed, 0.001))
        draw(String(format: "%@ %3d%%  %@ of %@  %d places/s", bar, Int(fraction * 100),
                    Self.megabytes(bytes), Self.megabytes(total), rate))
    }

    public func phase(_ text: String) {
        if shown || (started.map { Date().timeIntervalSince($0) > 0.3 } ?? false) { draw(text) }
    }

    public func finish() {
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        shown = false
        started = nil
        lastDrawn = nil
    }

    private func draw(_ text: String) {
        shown = true
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
