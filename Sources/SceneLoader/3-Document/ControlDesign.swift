import AccessibilityTree

/// The look of UIKit's controls a file was designed for, which decides their intrinsic sizes
/// (docs/layout.md, "Intrinsic content sizes"): UIKit drew switches, steppers and segmented controls
/// at other sizes in iOS 7–12, iOS 13–18 and iOS 26.
///
/// Interface Builder draws a file's controls with the iOS of the Xcode that saves it, and the app
/// built with that Xcode shows them so; the Xcode is the version of the Cocoa Touch plug-in the file
/// names (`<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version=…>`).
enum ControlDesign: String, Hashable, Sendable {
    /// iOS 7 to 12 (Xcode 5 to 10): a stepper 94×29, a segmented control 29 high (its frame).
    case iOS7
    /// iOS 13 to 18 (Xcode 11 to 16), and any file that does not say: a stepper 94×32, a
    /// segmented control 32 high (its frame), a switch 51×31.
    case iOS13
    /// iOS 26's Liquid Glass (Xcode 26): a switch 63×28.
    case iOS26

    /// The design of the Xcode whose Cocoa Touch plug-in has `version`: Xcode 11's plug-ins are
    /// numbered from 15000, Xcode 26's from 24000 (Xcode 16.4's is 23721, Xcode 26's first 24063).
    init(pluginVersion version: Double?) {
        switch version {
        case let version? where version < 15_000: self = .iOS7
        case let version? where version >= 24_000: self = .iOS26
        default: self = .iOS13
        }
    }

    /// A switch's intrinsic size: of its alignment rectangle, which constraints place, 2 pt narrower
    /// than its frame (``switchAlignmentInsets``); its frame is 51×31, 63×28 in iOS 26.
    var switchSize: Size {
        self == .iOS26 ? Size(width: 61, height: 28) : Size(width: 49, height: 31)
    }

    /// How far a switch's frame reaches past its alignment rectangle: 2 pt on the right, in every
    /// iOS since 7 (Interface Builder saves a switch pinned 20 pt from its superview's right edge 18 pt
    /// from it — Xcode 5 and Xcode 11 to 16 alike —, one a 500 pt stack fills 502 pt wide, and the view
    /// after a switch in a horizontal stack of Xcode 9 49 pt plus the spacing from its left).
    var switchAlignmentInsets: EdgeInsets { EdgeInsets(right: 2) }

    /// A stepper's size.
    var stepperSize: Size {
        self == .iOS7 ? Size(width: 94, height: 29) : Size(width: 94, height: 32)
    }

    /// A segmented control's height: of its alignment rectangle, 1 pt shorter than its frame
    /// (``segmentedAlignmentInsets``), which is 29 pt high in iOS 7–12 and 32 pt from iOS 13.
    var segmentedHeight: Double { self == .iOS7 ? 28 : 31 }

    /// How far a segmented control's frame reaches past its alignment rectangle: 1 pt below, in
    /// iOS 7–12 and from iOS 13 alike (the view 10 pt below a 29 pt control in a stack of Xcode 9 is
    /// 38 pt from its top, a slider after a 32 pt one in a stack of Xcode 13 at 31, and one centred
    /// in a 44 pt row lies at 6.5, not 6).
    var segmentedAlignmentInsets: EdgeInsets { EdgeInsets(bottom: 1) }

    /// How far a slider's frame reaches past its alignment rectangle, which its intrinsic height (30)
    /// is of: 2 pt each side and 1 pt below, in iOS 7–12 and from iOS 13 alike (Interface Builder
    /// saves a slider pinned 20 pt from an edge 18 pt from it, one a 500 pt stack fills at x −2,
    /// 504×31, and the view after it in a stack 30 pt below its top).
    var sliderAlignmentInsets: EdgeInsets { EdgeInsets(left: 2, bottom: 1, right: 2) }
}
