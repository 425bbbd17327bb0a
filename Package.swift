// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "lunch",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lunch", targets: ["lunch"]),
        .executable(name: "lunch-bench", targets: ["lunch-bench"]),
        // For the libFuzzer harnesses in Fuzz/ (a package of their own).
        .library(name: "LunchKit", targets: ["LunchKit"]),
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
                        .copy("zones.bin")]
        ),
        // Everything that does not need a terminal: entities, parser, store, commands.
        .target(
            name: "LunchKit",
            dependencies: [
                "CHTTP",
                "CWriteback",
                "LunchResources",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The team's server: the one real TeamConnection, over PostgreSQL (postgres-nio).
        // Apart from LunchKit so that LunchKit (and its fuzzers) build without the driver.
        .target(
            name: "LunchTeam",
            dependencies: [
                "LunchKit",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The one seam to the terminal and the OS: libedit, tty modes, signals.
        .target(
            name: "LunchTerminal",
            dependencies: ["CLibEdit", "CTerminal", "LunchKit"]
        ),
        // Composition root only.
        .executableTarget(
            name: "lunch",
            dependencies: [
                "LunchKit", "LunchTerminal", "LunchResources", "LunchTeam",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Test doubles (in-memory files, a recording opener, seeded random numbers, collected
        // output) and the fuzzing harnesses: for the tests, the benchmark and Fuzz/, never
        // linked into `lunch`.
        .target(name: "LunchTestSupport", dependencies: ["LunchKit"]),
        // A pseudo-terminal for the end-to-end tests and the benchmark.
        .target(name: "CPseudoTerminal"),
        // The benchmark of ../shared/tools/BENCH.md (not a test).
        .executableTarget(
            name: "lunch-bench",
            dependencies: [
                "LunchKit", "LunchTestSupport", "CPseudoTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LunchKitTests", dependencies: ["LunchKit", "LunchTestSupport", "RandomCommandLines", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "LunchE2ETests", dependencies: ["CPseudoTerminal", "RandomCommandLines", "PostgresTestServer"]),
        .testTarget(name: "LunchTeamTests", dependencies: ["LunchTeam", "LunchKit", "PostgresTestServer"]),
        // A throwaway PostgreSQL server (initdb into a temporary folder) for LunchTeamTests.
        .target(name: "PostgresTestServer", path: "Tests/PostgresTestServer"),
        // The random command lines both test targets feed to the shell.
        .target(name: "RandomCommandLines", path: "Tests/RandomCommandLines"),
    ],
    swiftLanguageModes: [.v6]
)
