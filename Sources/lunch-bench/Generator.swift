import Foundation

/// Generates benchmark catalogs with ../shared/tools/gen-places.py (same N, same bytes),
/// and their Cyrillic variants with Scripts/cyrillic-places.py.
enum Generator {
    static func file(for n: Int) throws -> String {
        let path = try benchData("places-\(n).json")
        return try madeOnce(at: path, by: "../shared/tools/gen-places.py", temporary: path + ".tmp",
                            missing: "pass --places FILE instead", saying: "generating \(n) places into \(path)…") {
            try python([$0, String(n), $1], failure: "gen-places.py failed")
        }
    }

    /// `bench-data/NAME` (the folder made if need be).
    static func benchData(_ name: String) throws -> String {
        let folder = FileManager.default.currentDirectoryPath + "/bench-data"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return "\(folder)/\(name)"
    }

    /// The file at `path`, made once: `make` runs the script (its path from the current
    /// folder) with the script's full path and `temporary`, which is then renamed to `path`.
    /// A missing script is an error that says what to do (`missing`).
    static func madeOnce(at path: String, by script: String, temporary: String, missing: String, saying message: String,
                         _ make: (_ script: String, _ temporary: String) throws -> Void) throws -> String {
        if FileManager.default.fileExists(atPath: path) { return path }
        let script = FileManager.default.currentDirectoryPath + "/" + script
        guard FileManager.default.fileExists(atPath: script) else {
            throw BenchError("\(script) is missing: \(missing)")
        }
        FileHandle.standardError.write(Data((message + "\n").utf8))
        try make(script, temporary)
        try FileManager.default.moveItem(atPath: temporary, toPath: path)
        return path
    }

    /// True for a file gen-places.py made (`places-N.json`): one element per line.
    static func isGenerated(_ path: String) -> Bool { size(of: path) != nil && !path.hasSuffix("-cyrillic.json") }

    /// N of a file gen-places.py made (`places-N.json`), or of its Cyrillic variant.
    static func size(of path: String) -> Int? {
        var name = Substring(URL(fileURLWithPath: path).lastPathComponent)
        guard name.hasPrefix("places-"), name.hasSuffix(".json") else { return nil }
        name = name.dropFirst(7).dropLast(5)
        if name.hasSuffix("-cyrillic") { name = name.dropLast(9) }
        return Int(name)
    }

    /// The generated file `path` with every name, street and city in Cyrillic
    /// (`places-N-cyrillic.json` beside it, made once).
    static func cyrillic(of path: String) throws -> String {
        let target = String(path.dropLast(5)) + "-cyrillic.json"
        return try madeOnce(at: target, by: "Scripts/cyrillic-places.py", temporary: target + ".tmp",
                            missing: "run lunch-bench from the package folder",
                            saying: "transliterating \(path) into \(target)…") {
            try python([$0, path, $1], failure: "cyrillic-places.py failed")
        }
    }

    private static func python(_ arguments: [String], failure: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError(failure) }
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
