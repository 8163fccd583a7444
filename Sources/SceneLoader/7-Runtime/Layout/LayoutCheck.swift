import AccessibilityTree
import Foundation

/// Auto Layout solved on the device an Interface Builder file was designed on, against the frames
/// Interface Builder saved: the check of the solver docs/layout.md reports over the corpus.
public struct LayoutCheck: Sendable {
    /// One controller's view tree.
    public struct Screen: Sendable {
        /// The controller's id.
        public var controller: String
        /// Views placed by constraints (not by a translated autoresizing mask), and how many of them
        /// the constraints decide, leave free, or contradict.
        public var constrained = 0, solved = 0, ambiguous = 0, unsatisfiable = 0
        /// Solved views compared with their saved frames (those Interface Builder flags misplaced, or
        /// inside a misplaced view, are not), and how many lie within 1 pt of them on every edge.
        public var compared = 0, matched = 0, misplaced = 0
        /// The views that do not match: id, solved and saved frames.
        public var mismatches: [String] = []
        /// The same views by kind and by what differs, for the breakdown docs/layout.md gives.
        public var misses: [Miss] = []
        /// How long building and solving the screen's constraints took.
        public var solveTime: Duration = .zero
    }

    public var screens: [Screen] = []

    /// Loads an Interface Builder file (and the storyboards it references) and solves each of its
    /// controllers' views on its designed device.
    public static func run(contentsOf url: URL) throws(SceneLoadError) -> LayoutCheck {
        let source = try DocumentLoader.load(url)
        let designed = designedDevice(of: source.document)
        var check = LayoutCheck()
        let clock = ContinuousClock()
        // Controllers of the files a reference loaded carry their file's name: they are its screens.
        for controller in source.document.controllers where !controller.id.contains(":") {
            guard let root = controller.content.rootView else { continue }
            var screen = Screen(controller: controller.id)
            let environment = DesignedLayout.environment(for: controller, in: source.document, device: designed)
            var result = LayoutResult()
            screen.solveTime = clock.measure { result = ConstraintLayout.solve(root, in: environment) }
            for view in result.views {
                screen.tally(view, type: Self.type(at: view.path, in: root))
            }
            check.screens.append(screen)
        }
        return check
    }

    /// The device Interface Builder laid the file out on: the one it names; a file of Xcode 7 or
    /// earlier names none (a11ysim then shows it on the default phone or pad) and was laid out on a
    /// phone or pad of its time, 320×568 or 768×1024, with a 20 pt status bar and no home indicator.
    static func designedDevice(of document: SceneDocument) -> Device {
        switch document.device {
        case nil: Device(portraitSize: Size(width: 320, height: 568))
        case Device.pad?: Device(portraitSize: Size(width: 768, height: 1024), idiom: .pad)
        case let device?: device
        }
    }

    /// The class (or UIKit kind) of the view at `path` under `root`.
    private static func type(at path: [Int], in root: ViewSpec) -> String {
        var view = root
        for index in path where view.subviews.indices.contains(index) { view = view.subviews[index] }
        return view.kind.typeName
    }
}

extension LayoutCheck {
    /// A solved view off its saved frame by more than 1 pt: its UIKit kind and which of its edges
    /// and sizes differ (a view whose size is right but whose origin is not was most often moved by
    /// another view that is wrong).
    public struct Miss: Sendable, Hashable {
        public var id: String
        public var kind: String
        /// Solved minus saved, in points.
        public var dx, dy, dw, dh: Double

        /// What differs: "width", "height", "width+height", or "position" when only the origin does.
        public var attribute: String {
            switch (abs(dw) > 1, abs(dh) > 1) {
            case (true, true): "width+height"
            case (true, false): "width"
            case (false, true): "height"
            case (false, false): "position"
            }
        }
    }
}

extension LayoutCheck.Screen {
    mutating func tally(_ view: LayoutResult.ViewFrame, type: String) {
        switch view.outcome {
        case .root, .autoresizing: return
        case .ambiguous: ambiguous += 1
        case .unsatisfiable: unsatisfiable += 1
        case .solved: solved += 1
        }
        constrained += 1
        guard view.outcome == .solved, let saved = view.saved else { return }
        guard !view.misplaced else {
            misplaced += 1
            return
        }
        compared += 1
        let frame = view.frame
        if abs(frame.minX - saved.minX) <= 1, abs(frame.minY - saved.minY) <= 1, abs(frame.width - saved.width) <= 1, abs(frame.height - saved.height) <= 1 {
            matched += 1
        } else {
            mismatches.append("\(view.id ?? "?") (\(type)): solved \(frame), saved \(saved)")
            misses.append(LayoutCheck.Miss(id: view.id ?? "?", kind: type, dx: frame.minX - saved.minX, dy: frame.minY - saved.minY,
                                           dw: frame.width - saved.width, dh: frame.height - saved.height))
        }
    }
}
