import Foundation

/// Generates benchmark catalogs with ../shared/tools/gen-places.py (same N, same bytes),
/// and their Cyrillic variants with Scripts/cyrillic-places.py.
enum Generator {
    static func file(for n: Int) throws -> String {
        let folder = FileManager.default.currentDirectoryPath + "/bench-data"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/places-\(n).json"
        if FileManager.default.fileExists(atPath: path) { return path }
        let script = FileManager.default.currentDirectoryPath + "/../shared/tools/gen-places.py"
        guard FileManager.default.fileExists(atPath: script) else {
            throw BenchError("\(script) is missing: pass --places FILE instead")
        }
        FileHandle.standardError.write(Data("generating \(n) places into \(path)…\n".utf8))
        try python([script, String(n), path + ".tmp"], failure: "gen-places.py failed")
        try FileManager.default.moveItem(atPath: path + ".tmp", toPath: path)
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
        if FileManager.default.fileExists(atPath: target) { return target }
        let script = FileManager.default.currentDirectoryPath + "/Scripts/cyrillic-places.py"
        guard FileManager.default.fileExists(atPath: script) else {
            throw BenchError("\(script) is missing: run lunch-bench from the package folder")
        }
        FileHandle.standardError.write(Data("transliterating \(path) into \(target)…\n".utf8))
        try python([script, path, target + ".tmp"], failure: "cyrillic-places.py failed")
        try FileManager.default.moveItem(atPath: target + ".tmp", toPath: target)
        return target
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
