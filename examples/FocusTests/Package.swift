// swift-tools-version:6.0
import PackageDescription

/// An app team's focus tests, as a package of their own: a11ysim's VoiceOverTesting for the session and
/// its assertions, VoiceOverSnapshotTesting for golden files. Run with `swift test` here (the repository's
/// scripts/test.sh does).
let package = Package(
    name: "FocusTests",
    dependencies: [
        // A team names a11ysim by URL and version; this example uses the checkout it lives in.
        .package(name: "a11ysim", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .testTarget(
            name: "SettingsFocusTests",
            dependencies: [
                .product(name: "VoiceOverTesting", package: "a11ysim"),
                .product(name: "VoiceOverSnapshotTesting", package: "a11ysim"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
