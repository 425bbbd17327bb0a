import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// File paths for `import`: folders end in `/` so Tab can go on into them.
public enum PathCompleter {
    public static func complete(_ typed: String) -> [Candidate] {
        let expanded = PathText.expandingTilde(typed)
        let folder = typed.hasSuffix("/") ? expanded : PathText.folder(of: expanded)
        let start = typed.hasSuffix("/") ? "" : (expanded as NSString).lastPathComponent
        let shownFolder = typed.hasSuffix("/") ? typed : String(typed.dropLast(start.count))
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return [] }
        return names.filter { $0.hasPrefix(start) && !$0.hasPrefix(".") }.sorted().prefix(200).map { name in
            var isFolder: ObjCBool = false
            let full = (folder.isEmpty ? "." : folder) + "/" + name
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isFolder)
            return Candidate(shownFolder + name + (isFolder.boolValue ? "/" : ""))
        }
    }
}
