import CPseudoTerminal
import Foundation
#if canImport(Glibc)
import Glibc

#endif

/// `pick`'s spin as a user sees it on a pty: from the first `🎲` frame to `Your pick:`
/// (README: at most 1.2 s), over `runs` picks in one session.
extension Bench {
    func pickSpin() throws {
        var times: [Double] = []
        try PtyShell.run(binary: binary, arguments: []) { screen in
            try screen.wait(for: "lunch> ")
            screen.send("at 60.1699,24.9384\r")
            try screen.wait(for: "lunch> ")
            for _ in 0..<(runs + 1) {
                screen.send("pick\r")
                try screen.wait(for: "🎲")
                let start = DispatchTime.now().uptimeNanoseconds
                try screen.wait(for: "Your pick:")
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                try screen.wait(for: "lunch> ")
            }
        }
        let measured = Array(times.dropFirst()).sorted()
        report("pick_spin", n: measured.count, ms: measured[measured.count / 2],
               String(format: "max_ms=%.1f what=first_frame_to_result_on_a_pty", measured.last ?? 0))
    }
}

/// The bytes a pty shows, waited on in order (also for the team figures).
final class PickScreen {
    private let master: Int32
    private var seen = [UInt8]()

    init(master: Int32) { self.master = master }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until `text` has appeared, then forgets everything up to its end.
    func wait(for text: String) throws {
        let needle = Array(text.utf8)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if let end = endOfFirst(needle) {
                seen.removeFirst(end)
                return
            }
            var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&fds, 1, 10_000) > 0 else { throw BenchError("no \(text) on the pty") }
            let n = read(master, &buffer, buffer.count)
            guard n > 0 else { throw BenchError("the pty closed") }
            seen += buffer[0..<n]
        }
    }

    private func endOfFirst(_ needle: [UInt8]) -> Int? {
        guard seen.count >= needle.count else { return nil }
        for i in 0...(seen.count - needle.count) where seen[i..<(i + needle.count)].elementsEqual(needle) {
            return i + needle.count
        }
        return nil
    }
}
