import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

// `fuzz-seeds OUT FILE…`: seed catalog images for the catalog harnesses, built by the
// current code (so they follow the format) from the first 2, 10 and 60 places of each
// place file.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let out = arguments.first else {
    FileHandle.standardError.write(Data("usage: fuzz-seeds OUT FILE…\n".utf8))
    exit(2)
}
try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
var written = 0
for file in arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: file), let read = try? PlaceFileReader.read(data) else { continue }
    for size in [2, 10, 60] where size <= max(read.places.count, 2) {
        let image = CatalogBuilder.build(Array(read.places.prefix(size)))
        let name = "\(out)/\((file as NSString).lastPathComponent)-\(size).lunchcat"
        guard FileManager.default.createFile(atPath: name, contents: Data(image)) else { continue }
        written += 1
    }
}
print("fuzz-seeds: \(written) images")
