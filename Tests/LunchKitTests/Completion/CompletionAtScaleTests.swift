import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands
import LunchTestSupport

/// Tab on place names in a generated catalog of hundreds of thousands of places
/// (`../shared/tools/gen-places.py`, as the benchmark makes it): the names listed are the
/// ones the file holds, checked against the file read by Python. `LUNCH_SCALE_FILE` names
/// a file generated already (the benchmark's 1M or 5M); else 200,000 places are generated
/// (4,700 of them "Golden …", 570 names). Skipped without python3 or the generator.
@Suite struct CompletionAtScaleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let generator = root.deletingLastPathComponent().appendingPathComponent("shared/tools/gen-places.py").path

    static func python(_ arguments: [String]) -> String? {
        let process = Process(), output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    static let usable = FileManager.default.fileExists(atPath: generator) && python(["-c", "print(1)"]) != nil

    /// The distinct names (as written) starting with `start` (lower case ASCII), in folded
    /// order, read from the file by Python: what the catalog's name order must give.
    static func namesInFile(_ path: String, start: String) -> [String]? {
        let script = """
        import json, sys
        names = {}
        for e in json.load(open(sys.argv[1]))["elements"]:
            n = e.get("tags", {}).get("name")
            if n and n.isascii() and n.lower().startswith(sys.argv[2]):
                names.setdefault(n.lower(), n)
        for k in sorted(names):
            print(names[k])
        """
        return python(["-c", script, path, start]).map { $0.split(separator: "\n").map(String.init) }
    }

    @Test(.enabled(if: usable, "python3 or ../shared/tools/gen-places.py is not there"))
    func goldenNamesAreListedAsTheFileHasThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-scale-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var file = ProcessInfo.processInfo.environment["LUNCH_SCALE_FILE"] ?? ""
        if file.isEmpty {
            file = folder + "/places.json"
            try #require(Self.python([Self.generator, "200000", file]) != nil)
        }
        let catalog = try CatalogLoader(cacheFolder: folder + "/cache", storage: DiskFileStorage()).load(path: file, name: "scale")
        let context = CommandContext(store: Store(), catalog: catalog, history: nil, areas: [], style: Style(enabled: false),
                                     clock: TestShell.clock, random: SeededRandomSource(seed: 1), opener: RecordingLinkOpener(),
                                     animation: NoPickAnimation(), storage: DiskFileStorage())
        let completer = Completer(registry: CommandRegistry(context))
        let golden = try #require(Self.namesInFile(file, start: "golden "))
        try #require(golden.count > PlaceCompleter.nameLimit)
        // Every name starting with `Gol` starts with `Golden ` in this data: that much is inserted.
        let all = try #require(Self.namesInFile(file, start: "gol"))
        #expect(all == golden)
        #expect(completer.complete("show Gol") == Completion(deleteCount: 3, insert: #"Golden\ "#))
        // The first hundred names, then the last one after "…" (the gap shows).
        let listed = completer.complete(#"show Golden\ "#)
        #expect(listed.insert.isEmpty)
        #expect(listed.candidates.map(\.value) == Array(golden.prefix(PlaceCompleter.nameLimit)) + [golden.last!])
        #expect(listed.candidates.last?.display == "… " + golden.last!)
        #expect(catalog.countOfNames(withPrefix: "Golden ") > 1_000)
    }
}
