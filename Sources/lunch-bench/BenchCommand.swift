import ArgumentParser
import LunchLoad
import Foundation

/// `lunch-bench`: the work in ../shared/tools/BENCH.md, one line per figure.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lunch-bench",
        abstract: "Measure lunch on a catalog of N places (see ../shared/tools/BENCH.md).",
        discussion: """
        Either --places FILE (Overpass JSON) or --size N (generated with
        ../shared/tools/gen-places.py into bench-data/, once). Prints medians.
        A full run ends each size with the same queries in SQLite (R*Tree + haversine + sort,
        FTS5 bm25 top 50), through python3's sqlite3, so both are measured in one run.
        --callgrind prints instruction counts instead (valgrind), which stay comparable on a
        noisy machine.
        examples:
          swift run -c release lunch-bench --size 10000 100000 1000000
          swift run -c release lunch-bench --size 5000000 --no-sqlite
          swift run -c release lunch-bench --places bench-data/places-1000000.json --callgrind
          swift run -c release lunch-bench --places bench-data/places-1000000.json --imports
          swift run -c release lunch-bench --places bench-data/places-1000000.json --cyrillic --phases
          swift run -c release lunch-bench --size 100000
          swift run -c release lunch-bench --places bench-data/places-1000000.json
          swift run -c release lunch-bench --team postgresql://postgres@127.0.0.1:5432/lunch_bench
          swift run -c release lunch-bench --team-load 2000 --teams 250 --seconds 60 --restart
        """
    )

    @Option(help: "An Overpass JSON file to measure with.")
    var places: String?

    @Option(parsing: .upToNextOption, help: "Generate and measure catalogs of these sizes.")
    var size: [Int] = []

    @Option(help: "Runs per figure (medians; fewer for figures over a second).")
    var runs = 21

    @Flag(help: "One first load instead of three, and no process figures (quicker).")
    var quick = false

    @Flag(help: "Time the phases of an import instead (read, merge, build and store).")
    var phases = false

    @Option(help: "The lunch binary (default: beside this one).")
    var lunch: String?

    @Option(help: "Another lunch binary (the code before a change): each import also run with it, in turn, and the stored catalogs compared byte for byte.")
    var vsLunch: String?

    @Flag(help: "Only the import figures (import, and import_cyrillic for a generated file).")
    var imports = false

    @Flag(help: "Use each file's Cyrillic variant (every name, street and city transliterated; generated files only).")
    var cyrillic = false

    @Flag(help: "Only the in-process queries (near, search, complete) from the stored form.")
    var queries = false

    @Flag(help: "Instruction counts of near, search, complete and one save under valgrind's callgrind.")
    var callgrind = false

    @Flag(help: "Leave out the SQLite comparison (python3's sqlite3: R*Tree and FTS5) that a full run ends with.")
    var noSqlite = false

    @Option(help: "A team's PostgreSQL URL: measure team_vote, team_today and team_flush against it (a database lunch may write to).")
    var team: String?

    @Option(help: "Simulate this many team members in one process (issue 27's load run): figures as key=value words.")
    var teamLoad: Int?

    @Option(help: "With --team-load: the simulated teams.")
    var teams = 250

    @Option(help: "With --team-load: how long the members act, in seconds.")
    var seconds = 60.0

    @Option(help: "With --team-load: a member's mean time between two actions, in seconds.")
    var interval = 10.0

    @Option(help: "With --team-load: PgBouncer's server connections.")
    var poolSize = 20

    @Option(help: "With --team-load: load this team's database instead of a throwaway server and PgBouncer.")
    var teamURL: String?

    @Option(help: "With --team-load: members also poll every SECONDS, as shells behind a transaction pooler do (5).")
    var poll: Double?

    @Option(help: "With --team-load: print the server's N costliest statements at the end (pg_stat_statements) and its functions' time.")
    var statements = 0

    @Flag(help: "With --team-load: restart PgBouncer once and the server once (pg_ctl restart -m fast) during the run.")
    var restart = false

    @Flag(help: "Only the walking figures (walk_near: near 15min on the sample, a city and a country grid; walk_route).")
    var walk = false

    @Flag(help: "Only import_pbf: a generated .osm.pbf (Scripts/gen-pbf.py) imported by lunch, beside osmium cat to OPL on the same file.")
    var importPbf = false

    @Option(help: "Places in import_pbf's generated file.")
    var pbfPlaces = 1_000_000

    @Option(help: "Way nodes in import_pbf's generated file.")
    var pbfWayNodes = 5_000_000

    @Option(help: .hidden) var callgrindFigure: String?
    @Option(help: .hidden) var callgrindCache: String?

    mutating func run() throws {
        let binary = lunch ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("lunch").path
        if let teamLoad {
            var load = TeamLoad()
            load.shells = teamLoad
            load.teams = teams
            load.seconds = seconds
            load.interval = interval
            load.poolSize = poolSize
            load.url = teamURL
            load.restarts = restart
            load.statements = statements
            load.poll = poll
            try TeamLoadBench.run(load)
            return
        }
        if let team {
            try TeamBench(binary: binary, url: team, runs: runs).run()
            return
        }
        if walk {
            try WalkBench.run(binary: binary, bench: Bench(binary: binary, runs: runs, quick: true))
            return
        }
        if importPbf {
            try PBFImportBench.run(binary: binary, before: vsLunch, places: pbfPlaces, wayNodes: pbfWayNodes, runs: min(runs, 5))
            return
        }
        var files: [(Int?, String)] = places.map { [(nil, $0)] } ?? []
        for n in size { files.append((n, try Generator.file(for: n))) }
        guard !files.isEmpty else { throw ValidationError("give --places FILE or --size N") }
        if cyrillic { files = try files.map { ($0.0, try Generator.cyrillic(of: $0.1)) } }
        if imports {
            let bench = Bench(binary: binary, runs: runs, before: vsLunch)
            for (n, file) in files { for line in try bench.importFigures(file: file, n: n) { print(line) } }
            return
        }
        if let figure = callgrindFigure, let cache = callgrindCache, let (_, file) = files.first {
            try Callgrind.child(figure: figure, file: file, cache: cache)
            return
        }
        if callgrind {
            let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
            for (_, file) in files { try Callgrind.run(file: file, bench: me) }
            return
        }
        if queries {
            let bench = Bench(binary: binary, runs: runs, quick: true)
            for (_, file) in files { try bench.queriesOnly(file: file) }
            return
        }
        if phases {
            for (_, file) in files { try Phases.run(file: file) }
            return
        }
        let bench = Bench(binary: binary, runs: runs, quick: quick, before: vsLunch)
        if !quick {
            try bench.prompt()
            try bench.save()
            try bench.pickSpin()
            try ZonesBench.run(binary: binary, bench: bench)
            try WalkBench.run(binary: binary, bench: bench)
        }
        for (_, file) in files {
            try bench.measure(file: file)
            if !quick && !noSqlite { try SQLiteComparison.run(file: file, runs: runs) }
        }
    }
}

