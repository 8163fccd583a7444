import AccessibilityTree

/// A plain view from a scene (`UIView`, or a custom class by name) that lays out the subviews the
/// scene gives no frame in a column (``AutoLayout``).
@MainActor
class SceneView: View {
    /// The subviews placed by the layout rather than by frames.
    var automatic: Set<ObjectIdentifier> = []
    /// The UIKit class shown in transcripts (`UIView`, `UIVisualEffectView`, …).
    let uiKitClassName: String

    init(frame: Rect = .zero, className: String = "UIView") {
        uiKitClassName = className
        super.init(frame: frame)
    }

    override var className: String { uiKitClassName }

    override func layoutSubviews() {
        super.layoutSubviews()
        let isRoot = viewController != nil
        let insets = isRoot ? viewController?.safeAreaInsets ?? .zero : .zero
        AutoLayout.placeColumn(subviews, automatic: automatic, in: bounds, insets: insets, margins: isRoot)
    }

    /// The height the subviews need: the bottom of the fixed ones, or the column of automatic ones.
    func contentHeight(width: Double) -> Double {
        var bottom = 0.0
        var column = 0.0
        for view in subviews {
            if automatic.contains(ObjectIdentifier(view)) {
                column += AutoLayout.naturalSize(of: view, width: width).height + AutoLayout.spacing
            } else {
                bottom = max(bottom, view.frame.maxY)
            }
        }
        return max(bottom, column, 1)
    }
}

/// A container view embedding a child controller's view, which fills it; the child lays out its
/// own bars and children in the container's bounds.
@MainActor
final class SceneContainerView: SceneView {
    override func layoutSubviews() {
        for view in subviews {
            if let controller = view.viewController {
                controller.layoutContainedViews(in: bounds)
            } else {
                view.frame = bounds
            }
        }
    }
}

/// A scroll view whose content size, when the scene gives none, is the extent of its subviews.
@MainActor
final class SceneScrollView: ScrollView {
    var automatic: Set<ObjectIdentifier> = []
    var fixedContentSize: Size?

    override func layoutSubviews() {
        AutoLayout.placeColumn(subviews, automatic: automatic, in: Rect(origin: .zero, size: frame.size), insets: .zero, margins: false)
        if let fixedContentSize {
            contentSize = fixedContentSize
        } else {
            let extent = subviews.reduce(Size.zero) { Size(width: max($0.width, $1.frame.maxX), height: max($0.height, $1.frame.maxY)) }
            contentSize = extent
        }
        super.layoutSubviews()
    }
}
