import Foundation

/// `import`: wires its interactor, presenter and router; completes file paths.
public struct ImportModule: CommandModule {
    private let interactor: ImportInteractor
    private let presenter = ImportPresenter()
    private let router = ImportRouter()

    public init(interactor: ImportInteractor) {
        self.interactor = interactor
    }

    public func run(_ arguments: ImportArguments) throws -> CommandResponse {
        var response = presenter.present(try interactor.importFile(arguments.file, replace: arguments.replace))
        response.route = router.route()
        return response
    }

    /// File paths (folders end in `/` so Tab can go on into them).
    public func complete(_ request: CompletionRequest) -> [Candidate] {
        let typed = request.prefix
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
