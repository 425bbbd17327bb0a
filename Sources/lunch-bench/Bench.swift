import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// Runs each figure of BENCH.md and prints `figure n=N median_ms=… extra=…`.
struct Bench {
    let binary: String
    let runs: Int
    var quick = false
    /// `--vs-lunch`: another `lunch` (the code before a change) whose imports run in turn
    /// with this one's, their stored catalogs compared byte for byte.
    var before: String?

    /// Median milliseconds of `runs` timed calls after one warm-up.
    func median(runs: Int? = nil, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<(runs ?? self.runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        return times[times.count / 2]
    }

    func report(_ figure: String, n: Int, ms: Double, _ extra: String = "") {
        print("\(figure) n=\(n) median_ms=\(String(format: "%.3f", ms))\(extra.isEmpty ? "" : " " + extra)")
    }

    func prompt() throws {
        let state = try Self.temporaryFolder()
        let ms = try median { _ = try ChildProcess.timeToPrompt(binary: binary, stateDir: state) }
        report("prompt", n: 354, ms: ms, "catalog=sample")
        // The floor of every process figure: loading the runtime and Foundation, no catalog.
        let version = try median { _ = try ChildProcess.run(binary: binary, arguments: ["--version"], stateDir: state) }
        report("version", n: 0, ms: version, "what=process_start_to_exit_of_lunch_--version")
    }

    /// One rating saved into a state holding 10,000 visits, as every `rate` does: lock,
    /// check nothing changed on disk, append one line to the journal, fsync (`save`); and
    /// the whole state written instead (`save_whole`: lock, re-read, write, fsync, rename),
    /// which happens when the journal is folded in.
    func save() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try Self.stateOfTenThousandVisits(in: folder)
        var n = 0
        func visit() -> Visit {
            n += 1
            return Self.oneVisit(note: "run \(n)")
        }
        let whole = try median { _ = try file.update { var next = $0; next.visits.append(visit()); return next } }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: folder + "/state.json")[.size] as? Int) ?? 0
        // A later start: the state read once, then each rating appended.
        let later = StateFile(path: folder + "/state.json", storage: DiskFileStorage())
        _ = try later.load()
        let ms = try median { _ = try later.record(.visit(visit())) }
        report("save", n: 10_000, ms: ms, "bytes=\(bytes) what=lock_check_append_fsync")
        report("save_whole", n: 10_000, ms: whole, "what=lock_reread_write_fsync_rename")
    }

    static let visitDay = Date(timeIntervalSince1970: 1_790_000_000)

    /// `state.json` in `folder` holding 10,000 visits and 50 favourites (2 MB).
    static func stateOfTenThousandVisits(in folder: String) throws -> StateFile {
        let file = StateFile(path: folder + "/state.json", storage: DiskFileStorage())
        let visits = (0..<10_000).map { i in
            Visit(placeID: "osm:node/\(i % 700)", placeName: "Place \(i % 700)", date: visitDay.addingTimeInterval(Double(i) * 86_400),
                  stars: 1 + i % 5, note: i % 3 == 0 ? "good soup" : nil)
        }
        try file.save(PersistedState(favourites: (0..<50).map { "osm:node/\($0)" }, visits: visits))
        return file
    }

    static func oneVisit(note: String) -> Visit {
        Visit(placeID: "osm:node/1", placeName: "One", date: visitDay, stars: 4, note: note)
    }

    static func registry(_ catalog: Catalog) -> CommandRegistry {
        CommandRegistry(CommandContext(store: Store(), catalog: catalog, history: nil, areas: [],
                                       style: Style(enabled: false), clock: SystemClock(),
                                       random: SystemRandomSource(), opener: RecordingLinkOpener(),
                                       animation: NoPickAnimation(), storage: DiskFileStorage()))
    }

    func measure(file: String) throws {
        let state = try Self.temporaryFolder()
        let cache = state + "/cache"
        let loader = CatalogLoader(cacheFolder: cache, storage: DiskFileStorage())
        // First run after import: read the source, build and store the compact form.
        // Peak memory first, while this process is still small: posix_spawn shares this
        // process's memory until exec, and the child's peak would include it.
        var rssLine: String?, importLines: [String] = []
        if !quick {
            importLines = try importFigures(file: file, n: nil)
            let arguments = ["--data", file, "-c", "at 35.6762,139.6503; near; search tacos"]
            try ChildProcess.run(binary: binary, arguments: arguments, stateDir: state)  // stores the compact form
            let rss = try ChildProcess.peakRSS(binary: binary, arguments: arguments, stateDir: state)
            rssLine = "peak_mb=\(String(format: "%.1f", Double(rss) / 1024)) what=near_and_search_from_stored_form"
        }
        // Over a second at scale: three runs, no warm-up (BENCH.md: fewer for slow figures).
        var catalog: Catalog?
        var firsts: [Double] = []
        for _ in 0..<(quick ? 1 : 3) {
            try? FileManager.default.removeItem(atPath: cache)
            let start = DispatchTime.now().uptimeNanoseconds
            catalog = try loader.load(path: file, name: "bench")
            firsts.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        guard let catalog else { return }
        let n = catalog.count
        report("load_first", n: n, ms: firsts.sorted()[firsts.count / 2], "what=parse+index+store runs=\(firsts.count)")
        if !quick { try processFigures(file: file, state: state, n: n) }
        let inProcess = try median { _ = try loader.load(path: file, name: "bench") }
        report("load_map", n: n, ms: inProcess, "what=in_process_map_of_stored_form")
        try queries(catalog: catalog, n: n)
        if let rssLine { print("rss n=\(n) \(rssLine)") }
        for line in importLines { print(line.replacingOccurrences(of: "n=?", with: "n=\(n)")) }
        try? FileManager.default.removeItem(atPath: state)
    }

    /// The import lines: `import`, and for a generated file `import_cyrillic` (the same
    /// places, every name, street and city in Cyrillic). `n` (nil: `?`) is the place count.
    func importFigures(file: String, n: Int?) throws -> [String] {
        let count = (n ?? Generator.size(of: file)).map(String.init) ?? "?"
        let label = file.hasSuffix("-cyrillic.json") ? "import_cyrillic" : "import"
        var lines = ["\(label) n=\(count) " + (try importFigure(file: file))]
        if Generator.isGenerated(file) {
            let cyrillic = try Generator.cyrillic(of: file)
            lines.append("import_cyrillic n=\(count) " + (try importFigure(file: cyrillic)))
        }
        return lines
    }

    /// `lunch -c "import FILE"` into a fresh state (the sample plus the file): process
    /// start to exit, three runs, and the largest peak memory among them. With `before`,
    /// that binary's import in turn (`before_ms`, `before_peak_mb`) and whether every
    /// pair stored the same catalog (`same_catalog_as_before`, `cmp`). `cpu_s`: the
    /// median run's user + system CPU seconds (on a loaded machine the wall time says
    /// little; the CPU seconds of old and new, taken in turn, still compare).
    func importFigure(file: String) throws -> String {
        var times: [Double] = [], peak = 0, beforeTimes: [Double] = [], beforePeak = 0, same = true
        var cpu: [Double] = [], beforeCPU: [Double] = []
        for _ in 0..<3 {
            let run = try Self.timedImport(binary: binary, file: file, keep: before != nil)
            times.append(run.ms)
            cpu.append(run.cpu)
            peak = max(peak, run.maxRSS)
            guard let before, let state = run.state else { continue }
            defer { try? FileManager.default.removeItem(atPath: state) }
            let old = try Self.timedImport(binary: before, file: file, keep: true)
            beforeTimes.append(old.ms)
            beforeCPU.append(old.cpu)
            beforePeak = max(beforePeak, old.maxRSS)
            if let oldState = old.state {
                defer { try? FileManager.default.removeItem(atPath: oldState) }
                same = same && Self.sameFile(state + "/catalog.lunchcat", oldState + "/catalog.lunchcat")
                    && Self.sameFile(state + "/catalog.lunchcat.areas.json", oldState + "/catalog.lunchcat.areas.json")
            }
        }
        var line = String(format: "median_ms=%.1f cpu_s=%.2f peak_mb=%.1f", times.sorted()[1], cpu.sorted()[1], Double(peak) / 1024)
        if before != nil {
            line += String(format: " before_ms=%.1f before_cpu_s=%.2f before_peak_mb=%.1f same_catalog_as_before=%@",
                           beforeTimes.sorted()[1], beforeCPU.sorted()[1], Double(beforePeak) / 1024, same ? "yes" : "NO")
        }
        return line + " what=process_start_to_exit_into_a_fresh_state runs=3"
    }

    /// Whether two files hold the same bytes (both missing counts as the same).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        let manager = FileManager.default
        guard manager.fileExists(atPath: a) || manager.fileExists(atPath: b) else { return true }
        return manager.contentsEqual(atPath: a, andPath: b)
    }

    /// One `lunch -c "import FILE"` into a fresh state: milliseconds from process start to
    /// exit, and the peak memory in KiB (`ru_maxrss`); `keep`: the state folder is left for
    /// the caller (`state`).
    static func timedImport(binary: String, file: String, keep: Bool = false) throws -> (ms: Double, cpu: Double, maxRSS: Int, state: String?) {
        let state = try temporaryFolder()
        defer { if !keep { try? FileManager.default.removeItem(atPath: state) } }
        let start = DispatchTime.now().uptimeNanoseconds
        let usage = try ChildProcess.run(binary: binary, arguments: ["-c", "import \"\(file)\""], stateDir: state)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, seconds(usage.ru_utime) + seconds(usage.ru_stime),
                Int(usage.ru_maxrss), keep ? state : nil)
    }

    func processFigures(file: String, state: String, n: Int) throws {
        let later = try median { _ = try ChildProcess.run(binary: binary, arguments: ["--data", file, "-c", ""], stateDir: state) }
        report("load", n: n, ms: later, "what=process_start_to_ready_from_stored_form")
        // The same start with a first query at once: it waits for the stored form to be read and checked.
        let arguments = ["--data", file, "-c", "at 35.6762,139.6503; near"]
        let first = try median(runs: min(runs, 7)) { _ = try ChildProcess.run(binary: binary, arguments: arguments, stateDir: state) }
        report("load_near", n: n, ms: first, "what=process_start_to_first_near_answered")
    }

    /// `--queries`: near, search and complete on the stored form (built once if missing).
    func queriesOnly(file: String) throws {
        let cache = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let catalog = try CatalogLoader(cacheFolder: cache, storage: DiskFileStorage()).load(path: file, name: "bench")
        try queries(catalog: catalog, n: catalog.count)
    }

    func queries(catalog: Catalog, n: Int) throws {
        let tokyo = Coordinate(lat: 35.6762, lon: 139.6503)
        var count = 0
        // What `near` prints: the first 50 rows and how many there are.
        var nearest = 0
        let near = median {
            let hits = catalog.nearby(tokyo, radius: 1500)
            nearest = hits.prefix(50).last?.index ?? -1
            count = hits.count
        }
        // The same first page and count as every place measured and sorted.
        let exact = catalog.near(tokyo, radius: 1500), paged = catalog.nearby(tokyo, radius: 1500)
        let nearSame = Array(paged.prefix(50)) == Array(exact.prefix(50)) && paged.count == exact.count
        report("near", n: n, ms: near, "results=\(count) top=50 last_shown=\(nearest) same_as_measuring_all=\(nearSame)")
        // What the `near` command asks of the catalog for its whole list now: the count, the first
        // page in order with its distances, and the farthest distance (the table's widths);
        // beside it, what it asked before (every result measured and sorted).
        var farthest = 0.0
        let nearAll = median {
            let hits = catalog.nearby(tokyo, radius: 1500)
            count = hits.count
            nearest = hits.prefix(50).last?.index ?? -1
            farthest = hits.farthestDistance ?? 0
        }
        let sortedAll = median { count = catalog.near(tokyo, radius: 1500).count }
        let farthestSame = farthest == catalog.near(tokyo, radius: 1500).last?.distance
        report("near_all", n: n, ms: nearAll, "results=\(count) old_every_result_sorted_ms=\(String(format: "%.3f", sortedAll)) "
               + "farthest_same=\(farthestSame) what=near_command_catalog_work_count_first_page_farthest")
        try nearCommand(catalog: catalog, n: n, at: tokyo)

        var total = 0
        let search = median { total = catalog.search("tacos", from: tokyo, limit: 50).total }
        // A filter that keeps everything takes the general path (every match scored).
        let searchSame = catalog.search("tacos", from: tokyo, limit: 50)
            == catalog.search("tacos", from: tokyo, limit: 50, where: { _ in true })
        report("search", n: n, ms: search, "total=\(total) top=50 same_as_scoring_all=\(searchSame)")
        // As `search` ranks for a user: the places within 1500 m first, then the rest.
        var within = 0
        let searchWithin = median {
            let found = catalog.search("tacos", from: tokyo, limit: 50, within: 1_500)
            total = found.total
            within = found.hits.filter { !$0.beyondRange }.count
        }
        report("search_within", n: n, ms: searchWithin, "total=\(total) top=50 within_1500m=\(within)")
        // A word of eight letters or more is allowed two typos.
        let searchLong = median { total = catalog.search("tratoriaa", from: tokyo, limit: 50).total }
        report("search_two_typos", n: n, ms: searchLong, "total=\(total) top=50 query=tratoriaa")

        let registry = Self.registry(catalog)
        let tab = Completer(registry: registry)
        // Tab on `show Gol`: every name it matches starts `Golden `, which goes into the line
        // (no list); Tab again on that line lists the names (`candidates`: how many).
        var inserted = ""
        let complete = median { inserted = tab.complete("show Gol").insert }
        let again = "show " + inserted
        var candidates = 0
        let listed = median { candidates = tab.complete(again).candidates.count }
        report("complete", n: n, ms: complete, "inserted=\(inserted.debugDescription) what=tab_on_show_Gol")
        report("complete_list", n: n, ms: listed, "candidates=\(candidates) line=\(again.debugDescription) what=tab_again_after_the_insert")
    }

    /// The whole `near` command in process (text, 1500 m from `origin`): as it runs now
    /// (rows made for the first page, the widths read from the places) and as it ran
    /// before (every result sorted, every row made, the table laid out from them, the
    /// `--json` array made even for text), with whether both print the same table.
    func nearCommand(catalog: Catalog, n: Int, at origin: Coordinate) throws {
        let store = Store()
        let output = BufferedOutput()
        let context = CommandContext(store: store, catalog: catalog, history: nil, areas: [], style: Style(enabled: false),
                                     clock: SystemClock(), random: SystemRandomSource(), opener: RecordingLinkOpener(),
                                     animation: NoPickAnimation(), storage: DiskFileStorage())
        let dispatcher = Dispatcher(registry: CommandRegistry(context), store: store, output: output,
                                    mode: OutputMode(json: false, style: Style(enabled: false)))
        try store.send(.setLocation(Location(coordinate: origin)))
        let now = median { _ = dispatcher.run(line: "near 1500") }
        let printed = output.stdout
        let table = context.table
        var oldTable = ""
        let before = median {
            let rows = context.lister.rows(catalog.near(origin, radius: 1500).map(\.index), from: origin)
            oldTable = table.table(Array(rows.prefix(50)), layout: table.layout(rows))
            _ = (rows.map { JSON.object(table.json($0)) }, rows.map(\.place.id))
        }
        report("near_command", n: n, ms: now, "rows=\(store.state.currentList.count) old_every_row_made_ms=\(String(format: "%.3f", before)) "
               + "same_table=\(printed.contains(oldTable + "\n")) what=near_1500_text_first_page_and_count")
    }

    static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-bench-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
