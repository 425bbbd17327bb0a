import Foundation
import Testing

/// Raw memory and unchecked sendability stay in the rooms that need them: the engine
/// (LunchCatalog with OSMPBF and LunchWalk) and the C edges (LunchTerminal's libedit and
/// tty, LunchSync's libcurl, LunchTeam), besides the tools (lunch-bench and its load run,
/// LunchLoad, the throwaway servers both start: ThrowawayServers) and test support. Every other
/// target — a new one too — must do without (README, "How it is built").
@Suite struct UnsafeCodeRoomsTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// The targets that may use the constructs below.
    static let allowed: Set<String> = [
        "LunchCatalog", "OSMPBF", "LunchWalk",
        "LunchTerminal", "LunchSync", "LunchTeam",
        "lunch-bench", "LunchLoad", "ThrowawayServers", "LunchTestSupport",
    ]

    /// Files of other targets that still may, each for a reason of its own.
    static let excepted: Set<String> = []

    /// What marks unsafe code: raw pointers and what hands them out, unchecked sendability.
    static let constructs = [
        #"Unsafe\w*Pointer"#, #"\bwithUnsafe\w*"#, #"@unchecked"#, #"\bunsafeBitCast\b"#, #"\bunsafeDowncast\b"#,
        #"\bUnmanaged\b"#, #"\bOpaquePointer\b"#, #"nonisolated\(unsafe\)"#, #"\bbytesNoCopy\b"#,
        #"\bassumingMemoryBound\b"#, #"\bbindMemory\b"#, #"\bwithMemoryRebound\b"#, #"\bwithUTF8\b"#,
        #"\bwithContiguous\w*Storage\w*"#, #"\bunsafeUninitializedCapacity\b"#,
    ]

    /// `file:line: text` for every use of a construct outside the allowed rooms (comments
    /// left out).
    static func uses(in sources: URL) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: constructs.joined(separator: "|"))
        var found: [String] = []
        let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
        for target in targets where !allowed.contains(target) {
            let folder = sources.appendingPathComponent(target)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let relative = target + "/" + file
                guard !excepted.contains(relative) else { continue }
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                    if pattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                        found.append("\(relative):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        return found
    }

    @Test func onlyTheEngineAndTheCEdgesUseUnsafeCode() throws {
        #expect(try Self.uses(in: Self.sources) == [])
    }

    /// The scan finds what it looks for (a scan that finds nothing anywhere would pass too).
    @Test func theScanFindsAnUnsafeConstruct() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-rooms-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        for target in ["LunchStorage", "LunchCatalog"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(target + "/Store"),
                                                    withIntermediateDirectories: true)
            try Data("""
                // withUnsafeBytes in a comment is fine
                final class Box: @unchecked Sendable {}
                let n = data.withUnsafeBytes { $0.count }  // counted
                """.utf8).write(to: folder.appendingPathComponent(target + "/Store/Box.swift"))
        }
        #expect(try Self.uses(in: folder) == [
            "LunchStorage/Store/Box.swift:2: final class Box: @unchecked Sendable {}",
            "LunchStorage/Store/Box.swift:3: let n = data.withUnsafeBytes { $0.count }  // counted",
        ])
    }
}
