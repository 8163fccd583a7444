// swift-tools-version:6.0
import PackageDescription

/// Release executables link with lld. The release build is static (`swift build -c release
/// --static-swift-stdlib --product a11ysim`, docs/cli.md): a binary that starts without loading the Swift runtime's shared
/// libraries and runs without the toolchain. GNU gold, the default linker, then warns about `mktemp` inside the toolchain's own static
/// Foundation; lld links the same binary without that warning.
let releaseLinking: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"], .when(configuration: .release))]

let package = Package(
    name: "a11ysim",
    products: [
        .executable(name: "a11ysim", targets: ["a11ysim"]),
        .library(name: "AccessibilityTree", targets: ["AccessibilityTree"]),
        .library(name: "VoiceCursor", targets: ["VoiceCursor"]),
        .library(name: "SceneLoader", targets: ["SceneLoader"]),
        .library(name: "A11yAudit", targets: ["A11yAudit"]),
        .library(name: "AuditRunner", targets: ["AuditRunner"]),
        .library(name: "VoiceOverTesting", targets: ["VoiceOverTesting"]),
        .library(name: "VoiceOverSnapshotTesting", targets: ["VoiceOverSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.0"),
        // Only VoiceOverSnapshotTesting uses it, and only its SnapshotTesting library, which depends
        // on nothing else (its swift-syntax is for inline snapshots, never built here).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `swift package generate-documentation` (README, "Documentation").
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // SwiftCodeReader parses the app's Swift files with SwiftParser (docs/code.md).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // The C library, reached only through VoiceCursor's one internal espeak file. Its header comes
        // from libespeak-ng-dev (scripts/setup.sh); the library is opened on first use, not linked
        // (Sources/CEspeak/shim.h).
        .systemLibrary(name: "CEspeak"),
        // HarfBuzz, reached only through SceneLoader's one text-shaping file, to measure text for
        // Auto Layout. Its header comes from libharfbuzz-dev (scripts/setup.sh); the library is opened
        // on first use, not linked (Sources/CHarfBuzz/shim.h).
        .systemLibrary(name: "CHarfBuzz"),
        // The Cassowary linear constraint solver Auto Layout is built on (docs/layout.md): required and
        // weighted equalities and inequalities, incremental edits. No dependencies, and nothing of UIKit's.
        .target(name: "Cassowary"),
        // The UIKit-style live model (main-actor) and the derived, Sendable accessibility tree.
        .target(name: "AccessibilityTree"),
        // VoiceOver itself: the cursor, gestures, notifications, speech; and the one writer of files
        // (AtomicFile) that WAV files, reports and baselines go through.
        .target(name: "VoiceCursor", dependencies: [
            "AccessibilityTree", "CEspeak",
            .product(name: "SystemPackage", package: "swift-system"),
        ]),
        // Runs the app's Swift statically, the way UIKit would call it, over swift-syntax trees: the
        // value model, the control-flow rule and the one table of the UIKit API it understands
        // (docs/code.md). What running a method does comes out as plain facts.
        .target(name: "SwiftInterpreter", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
        ]),
        // The app's Swift code beside its storyboards: parsed, indexed, and each class run by the
        // interpreter at the moments UIKit runs it, into plain facts (docs/code.md). It reads no
        // Interface Builder markup beyond the class names files mention: the runtime attributes that
        // set the app's properties are handed to it, as it walks the folder, by SceneLoader's one XML
        // parser (`CodeReading.read(folder:)`), since SceneLoader depends on this target.
        .target(name: "SwiftCodeReader", dependencies: [
            "SwiftInterpreter",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // Scene files (YAML/JSON) and Interface Builder storyboards/xibs into the live model. Its
        // folders follow the pipeline: 1-Input (files, limits, diagnostics), 2-Reading (scene files,
        // Interface Builder), 3-Document (the one value model both read into), 4-Validation, 5-Code
        // (the app's Swift applied), 6-Catalog (which screens exist and how each opens), 7-Runtime
        // (building the live model, laying it out, behaviours run on it). The one reader of Interface
        // Builder XML: it reads the user-defined runtime attributes for SwiftCodeReader too.
        .target(name: "SceneLoader", dependencies: [
            "AccessibilityTree", "SwiftCodeReader", "SwiftInterpreter", "Cassowary", "CHarfBuzz",
            .product(name: "Yams", package: "Yams"),
        ]),
        // The audit of one subject: explores every reachable screen and runs the rules; its options and
        // configuration, the report model and the report formats. It reads a subject with SceneLoader
        // (`SceneSubject`), so a program embedding it gets what the command gets. No processes, signals,
        // folder walks or process-wide state: those are AuditRunner's.
        .target(name: "A11yAudit", dependencies: [
            "AccessibilityTree", "VoiceCursor", "SceneLoader", "SwiftCodeReader",
        ]),
        // The audit as a program runs it: `AuditRun` (inputs to a report and exit status), input discovery
        // (folders to inputs), shards and `merge`, the files written and the source root, and the worker
        // processes of `--jobs`. The one place of the audit that walks folders, reads the current
        // directory, forks and spawns; the executable ignores SIGPIPE for it.
        .target(name: "AuditRunner", dependencies: [
            "A11yAudit", "AccessibilityTree", "SceneLoader", "SwiftCodeReader", "VoiceCursor",
            .product(name: "SystemPackage", package: "swift-system"),
        ]),
        // Focus tests in one call: load a file, start VoiceOver, assert with the transcript in the
        // failure, audit from a test. Reports through Swift Testing or XCTest, whichever runs.
        .target(name: "VoiceOverTesting", dependencies: ["AccessibilityTree", "VoiceCursor", "SceneLoader", "A11yAudit"]),
        // swift-snapshot-testing strategies (text): transcripts, swipe orders, audit findings.
        .target(name: "VoiceOverSnapshotTesting", dependencies: [
            "VoiceOverTesting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .executableTarget(
            name: "a11ysim",
            dependencies: [
                "AccessibilityTree", "VoiceCursor", "SceneLoader", "A11yAudit", "AuditRunner", "SwiftCodeReader",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: releaseLinking
        ),
        // Benchmarks: `swift run -c release A11yBenchmarks`; the audit benchmark after a static release
        // build, with `--skip-build` (docs/performance.md).
        .executableTarget(
            name: "A11yBenchmarks",
            dependencies: ["AccessibilityTree", "VoiceCursor", "SwiftCodeReader", "SceneLoader", "Cassowary",
                           .product(name: "SwiftParser", package: "swift-syntax")],
            linkerSettings: releaseLinking
        ),
        // The fuzz target for the storyboard loader, the scene loader, the script parser, the Swift
        // reader, folder discovery, the audit's JSON files (configuration, baseline, merge) and speech
        // text: `swift build --sanitize=fuzzer --product A11yFuzz` for libFuzzer; built normally, it
        // replays files and runs seeded mutations (docs/fuzzing.md).
        .executableTarget(name: "A11yFuzz", dependencies: ["AccessibilityTree", "VoiceCursor", "SceneLoader", "SwiftCodeReader", "A11yAudit",
                                                     "AuditRunner"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "AccessibilityTreeTests", dependencies: ["AccessibilityTree"]),
        // The interpreter, construct by construct, on small apps written in the tests.
        .testTarget(name: "SwiftInterpreterTests", dependencies: ["SwiftInterpreter", "SwiftCodeReader"]),
        // What SwiftCodeReader reads, on its own: folders walked (hidden folders, strings tables,
        // oversized and special files), files parsed within bounds, classes resolved to the nearest
        // declaration, small apps written in the tests (docs/code.md). Fixtures are made in the tests.
        .testTarget(name: "SwiftCodeReaderTests", dependencies: ["SwiftCodeReader", "SwiftInterpreter"]),
        .testTarget(name: "VoiceCursorTests", dependencies: ["VoiceCursor", "AccessibilityTree"]),
        .testTarget(name: "SceneLoaderTests", dependencies: ["SceneLoader", "AccessibilityTree", "SwiftCodeReader", "SwiftInterpreter"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "A11yAuditTests", dependencies: ["A11yAudit", "AuditRunner", "AccessibilityTree", "VoiceCursor"],
                    exclude: ["Golden", "Schemas"]),
        .testTarget(name: "VoiceOverTestingTests", dependencies: ["VoiceOverTesting", "VoiceOverSnapshotTesting"],
                    exclude: ["__Snapshots__", "Fixtures"]),
        // End-to-end tests of the built executable; scripts and golden transcripts are read from disk.
        .testTarget(name: "a11ysimTests", dependencies: ["a11ysim"],
                    exclude: ["Scripts", "Golden", "Fixtures", "FuzzRegressions", "Precision/judgements.tsv"]),
    ],
    swiftLanguageModes: [.v6]
)

