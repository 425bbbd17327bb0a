// swift-tools-version:6.0
import PackageDescription

// The libFuzzer harnesses, one executable each: only `bash .ci/fuzz` builds them (with
// `-sanitize=fuzzer`, which links libFuzzer's driver); the entry points live in
// LunchTestSupport (`FuzzHarness`) so the unit tests replay the same code on every saved finding.
let lunchKit: [Target.Dependency] = [.product(name: "LunchKit", package: "lunch")]
let support: [Target.Dependency] = [.product(name: "LunchTestSupport", package: "lunch")]
let harness: [Target.Dependency] = support + ["CFuzzerDriver"]

let package = Package(
    name: "lunch-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "lunch", path: "..")],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver, which each harness's main calls.
        .target(name: "CFuzzerDriver"),
        .executableTarget(name: "fuzz-shell", dependencies: harness),
        .executableTarget(name: "fuzz-hours", dependencies: harness),
        .executableTarget(name: "fuzz-places", dependencies: harness),
        .executableTarget(name: "fuzz-state", dependencies: harness),
        .executableTarget(name: "fuzz-catalog", dependencies: harness),
        .executableTarget(name: "fuzz-catalog-resum", dependencies: harness),
        .executableTarget(name: "fuzz-pbf", dependencies: harness),
        .executableTarget(name: "fuzz-args", dependencies: harness),
        .executableTarget(name: "fuzz-seeds", dependencies: lunchKit),
    ],
    swiftLanguageModes: [.v6]
)
