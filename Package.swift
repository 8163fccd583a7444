// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "a11ysim",
    products: [
        .executable(name: "a11ysim", targets: ["a11ysim"]),
        .library(name: "AccessibilityTree", targets: ["AccessibilityTree"]),
        .library(name: "VoiceCursor", targets: ["VoiceCursor"]),
        .library(name: "SceneLoader", targets: ["SceneLoader"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // The C library, reached only through VoiceCursor's one internal espeak file.
        .systemLibrary(
            name: "CEspeak",
            pkgConfig: "espeak-ng",
            providers: [.apt(["libespeak-ng-dev"])]
        ),
        // The UIKit-style live model (main-actor) and the derived, Sendable accessibility tree.
        .target(name: "AccessibilityTree"),
        // VoiceOver itself: the cursor, gestures, notifications, speech.
        .target(name: "VoiceCursor", dependencies: ["AccessibilityTree", "CEspeak"]),
        // Scene files (YAML/JSON) and Interface Builder storyboards/xibs into the live model.
        .target(name: "SceneLoader", dependencies: [
            "AccessibilityTree",
            .product(name: "Yams", package: "Yams"),
        ]),
        .executableTarget(name: "a11ysim", dependencies: [
            "AccessibilityTree", "VoiceCursor", "SceneLoader",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Benchmarks: `swift run -c release A11yBenchmarks` (see docs/performance.md).
        .executableTarget(name: "A11yBenchmarks", dependencies: ["AccessibilityTree", "VoiceCursor"]),
        .testTarget(name: "AccessibilityTreeTests", dependencies: ["AccessibilityTree"]),
        .testTarget(name: "VoiceCursorTests", dependencies: ["VoiceCursor", "AccessibilityTree"]),
        .testTarget(name: "SceneLoaderTests", dependencies: ["SceneLoader", "AccessibilityTree"]),
        .testTarget(name: "a11ysimTests", dependencies: ["a11ysim"]),
    ],
    swiftLanguageModes: [.v6]
)
