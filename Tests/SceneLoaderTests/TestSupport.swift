import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// Paths and helpers shared by the scene loader's tests.
enum TestSupport {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = packageRoot.appendingPathComponent("examples")
    /// The shared corpus of real storyboards, when it is present next to the package.
    static let corpus = packageRoot.appendingPathComponent("../shared/corpus/storyboards").standardizedFileURL

    static var corpusFiles: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { corpus.appendingPathComponent($0) }
    }

    static var corpusIsPresent: Bool { !corpusFiles.isEmpty }
    /// Why the corpus tests are skipped when it is not there.
    static let corpusMissing: Comment = "needs ../shared/corpus/storyboards beside the repository (real apps, not part of it)"

    static func example(_ name: String) -> URL { examples.appendingPathComponent(name) }

    @MainActor
    static func load(_ name: String, device: Device? = nil) throws -> LoadedScene {
        try SceneLoader.load(contentsOf: example(name), device: device)
    }

    /// What VoiceOver says for each element on screen, in reading order.
    @MainActor
    static func phrases(_ scene: LoadedScene) -> [String] {
        scene.window.deriveAccessibilityTree().elements.map(\.phrase)
    }

    /// The live object of the first element whose phrase starts with `prefix`.
    @MainActor
    static func element(_ scene: LoadedScene, _ prefix: String) -> AccessibilityObject? {
        let tree = scene.window.deriveAccessibilityTree()
        guard let element = tree.elements.first(where: { $0.phrase.hasPrefix(prefix) }) else { return nil }
        return tree.object(for: element.id)
    }

    /// Taps the element whose phrase starts with `prefix` (what VoiceOver's double tap does when
    /// activation is not handled).
    @MainActor
    @discardableResult
    static func tap(_ scene: LoadedScene, _ prefix: String) -> TapOutcome {
        guard let object = element(scene, prefix) else {
            Issue.record("no element starts with '\(prefix)'; on screen: \(phrases(scene))")
            return .unhandled
        }
        if object.handleActivate() { return .handled(description: "activated") }
        return object.simulateTap()
    }

    /// The folder this test process writes its files into; removed when the process exits.
    ///
    /// Every ``temporaryFile(_:_:)`` gets its own subfolder so that two files of the same name
    /// never meet, and one `atexit` handler removes them all: the files are read by the test that
    /// wrote them, and nothing outlives the run.
    static let temporaryRoot: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-scene-tests-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: TestSupport.temporaryRoot) }
        return root
    }()

    /// Writes `text` to a fresh file called `name` in a temporary folder and returns its URL.
    static func temporaryFile(_ name: String, _ text: String) throws -> URL {
        let folder = temporaryRoot.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// The error loading `text` as a file called `name` gives; records an issue when it loads.
    @MainActor
    static func loadError(_ name: String, _ text: String) throws -> SceneLoadError? {
        let url = try temporaryFile(name, text)
        do {
            _ = try SceneLoader.load(contentsOf: url)
            Issue.record("\(name) loaded, but an error was expected")
            return nil
        } catch {
            return error
        }
    }
}

/// Records what the app posts to VoiceOver.
@MainActor
final class RecordingListener: AccessibilityEventListener {
    private(set) var posts: [(AccessibilityNotification, String?)] = []
    private(set) var transitions: [TransitionRecord.Kind] = []

    func application(_ application: Application, didSend event: AccessibilityEvent) {
        switch event {
        case .posted(let notification, let argument):
            switch argument {
            case .string(let text), .queuedString(let text): posts.append((notification, text))
            case .element(let object): posts.append((notification, object.accessibilityLabel))
            case .none: posts.append((notification, nil))
            }
        case .transition(let record):
            transitions.append(record.kind)
        }
    }

    /// The texts of the announcements posted so far.
    var announcements: [String] { posts.filter { $0.0 == .announcement }.compactMap(\.1) }
}
