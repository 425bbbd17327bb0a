import Foundation

/// Generates benchmark catalogs with ../shared/tools/gen-places.py (same N, same bytes).
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, String(n), path + ".tmp"]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("gen-places.py failed") }
        try FileManager.default.moveItem(atPath: path + ".tmp", toPath: path)
        return path
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
