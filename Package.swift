// swift-tools-version:6.0
import PackageDescription

/// Every room below the shell's edge, for what uses them all (the app, tests, the benchmark).
let kit: [Target.Dependency] = ["LunchText", "LunchStorage", "LunchCatalog", "LunchState", "LunchSync", "LunchCommands"]

let package = Package(
    name: "lunch",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lunch", targets: ["lunch"]),
        .executable(name: "lunch-bench", targets: ["lunch-bench"]),
        // For the libFuzzer harnesses in Fuzz/ (a package of their own).
        .library(name: "LunchKit", targets: ["LunchText", "LunchStorage", "LunchCatalog", "LunchState", "LunchSync", "LunchCommands"]),
        .library(name: "LunchTestSupport", targets: ["LunchTestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        // libedit, reached through fixed-arity C wrappers (el_set/history are variadic).
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // Signal-safe terminal helpers (restore the tty on fatal signals).
        .target(name: "CTerminal"),
        // Starting a large file's disk writing early (sync_file_range), for the catalog's save.
        .target(name: "CWriteback"),
        // One capped HTTP exchange through libcurl, loaded at run time (sync's transport).
        .target(name: "CHTTP", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // The shipped sample catalog and named areas.
        .target(
            name: "LunchResources",
            path: "Resources",
            exclude: ["README.md", "lunch.1"],
            resources: [.copy("helsinki-center-2019.overpass.json"), .copy("areas.json"),
                        .copy("holidays.txt"), .copy("countries.txt"),
                        .copy("regions.txt"), .copy("region-holidays.txt"),
                        .copy("zones.bin"), .copy("helsinki-walk.bin")]
        ),
        // The rooms, each a target whose dependencies point one way (a cycle is a compile
        // error): storage ← catalog ← state ← (sync) ← commands ← lunch; the team's
        // PostgreSQL driver and the terminal stay at the edge.
        // The shared words (`Messages`), user errors, and the one path that makes text safe
        // for the terminal.
        .target(name: "LunchText"),
        // Files, locks, whole-file reads, paths.
        .target(name: "LunchStorage", dependencies: ["LunchText", "CWriteback"]),
        // zlib, from the system (zlib1g-dev), for the PBF reader's compressed blocks.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // OpenStreetMap's .osm.pbf format: blocks decoded on both cores, handed over in order.
        .target(name: "OSMPBF", dependencies: ["CZlib"]),
        // Walking routes over OpenStreetMap's walkable ways: the network and its bytes,
        // snapping, bounded searches, route lengths and geometry.
        .target(name: "LunchWalk"),
        // The catalog engine: image, import, search, near, opening hours, zones. With
        // OSMPBF and LunchWalk, the only rooms with unsafe pointers.
        .target(name: "LunchCatalog", dependencies: ["LunchText", "LunchStorage", "LunchResources", "OSMPBF", "LunchWalk"]),
        // Entities, the store and its reducer, the state file, the team's state and its seam.
        .target(name: "LunchState", dependencies: [
            "LunchText", "LunchCatalog", "LunchStorage",
            // `Radius` and `Price` are read as arguments (`ExpressibleByArgument`).
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Fresh places from Overpass or Google Places (libcurl at run time).
        .target(name: "LunchSync", dependencies: ["LunchText", "LunchState", "LunchCatalog", "LunchStorage", "CHTTP"]),
        // The shell, the commands, output, completion and the map.
        .target(
            name: "LunchCommands",
            dependencies: [
                "LunchText", "LunchStorage", "LunchCatalog", "LunchState", "LunchSync",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The team's server: the one real TeamConnection, over PostgreSQL (postgres-nio).
        // Apart from LunchKit so that LunchKit (and its fuzzers) build without the driver.
        .target(
            name: "LunchTeam",
            dependencies: [
                "LunchText", "LunchState", "LunchCatalog", "LunchStorage",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Throwaway PostgreSQL servers, PgBouncers and standbys on 127.0.0.1 (programs found,
        // run as the servers' user, a watchdog behind them): what the team tests and the load
        // run start, one library for both (no XCTest in it).
        .target(name: "ThrowawayServers"),
        // `lunch-bench --team-load`: many simulated members through the real team client,
        // against its own throwaway servers (the load test's too).
        .target(
            name: "LunchLoad",
            dependencies: [
                "LunchState", "LunchTeam", "ThrowawayServers",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The one seam to the terminal and the OS: libedit, tty modes, signals.
        .target(
            name: "LunchTerminal",
            dependencies: ["CLibEdit", "CTerminal", "LunchCommands", "LunchState", "LunchCatalog", "LunchStorage", "LunchText"]
        ),
        // Composition root only.
        .executableTarget(
            name: "lunch",
            dependencies: kit + [
                "LunchTerminal", "LunchResources", "LunchTeam",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Test doubles (in-memory files, a recording opener, seeded random numbers, collected
        // output) and the fuzzing harnesses: for the tests, the benchmark and Fuzz/, never
        // linked into `lunch`.
        .target(name: "LunchTestSupport", dependencies: kit + ["OSMPBF", "LunchWalk"]),
        // A pseudo-terminal for the end-to-end tests and the benchmark.
        .target(name: "CPseudoTerminal"),
        // Makes Resources/helsinki-walk.bin from the sample's extract (not shipped).
        .executableTarget(name: "gen-walk", dependencies: ["LunchCatalog"], path: "tools/gen-walk"),
        // The benchmark of ../shared/tools/BENCH.md (not a test).
        .executableTarget(
            name: "lunch-bench",
            dependencies: kit + [
                "LunchTestSupport", "CPseudoTerminal", "LunchWalk", "LunchLoad",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LunchKitTests", dependencies: kit + ["LunchTestSupport", "LunchResources", "LunchWalk", "RandomCommandLines", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "LunchE2ETests", dependencies: ["CPseudoTerminal", "RandomCommandLines", "PostgresTestServer", "ThrowawayServers", "LunchTestSupport"]),
        .testTarget(name: "OSMPBFTests", dependencies: ["OSMPBF", "CZlib"], resources: [.copy("Resources")]),
        .testTarget(name: "LunchWalkTests", dependencies: ["LunchWalk"]),
        .testTarget(name: "LunchTeamTests", dependencies: kit + ["LunchTeam", "PostgresTestServer", "ThrowawayServers", "LunchTestSupport", "LunchLoad"]),
        // The test process's one PostgreSQL server (a database per test) and PgBouncers in
        // front of it, over ThrowawayServers, with XCTest's skip or failure when missing.
        .target(name: "PostgresTestServer", dependencies: ["ThrowawayServers"], path: "Tests/PostgresTestServer"),
        // The random command lines both test targets feed to the shell.
        .target(name: "RandomCommandLines", path: "Tests/RandomCommandLines"),
    ],
    swiftLanguageModes: [.v6]
)
