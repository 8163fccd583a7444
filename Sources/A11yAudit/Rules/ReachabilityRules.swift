import AccessibilityTree

/// `unreachable-control`: a control VoiceOver cannot reach or cannot activate.
public struct UnreachableControlRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "unreachable-control", summary: "Interactive element VoiceOver can't reach (covered, hidden by a modal sibling, zero size, outside the window).",
        defaultSeverity: .warning,
        help: "A control VoiceOver can't focus, or whose activation point another view covers, can't be used without sight. Hide it properly (isHidden, accessibilityElementsHidden) when it is not meant to be used, or fix its frame and the views in front of it.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let capture = screen.capture
        var hits: [RuleHit] = []
        for (index, unreachable) in capture.unreachable.enumerated()
        where unreachable.element.isInteractive && !unreachable.isLegitimatelyCovered {
            hits.append(RuleHit(.unreachable(index), "VoiceOver cannot reach \(unreachable.element.quoted): \(unreachable.reason.explanation)."))
        }
        for (index, facts) in capture.elements.enumerated() {
            guard let cover = facts.coveredBy, capture.snapshot.elements[index].isInteractive else { continue }
            hits.append(RuleHit(.element(index), "\(capture.snapshot.elements[index].quoted) is covered by a \(cover): VoiceOver's double tap at its activation point reaches that view instead."))
        }
        return hits
    }
}

private extension UnreachableElement.Reason {
    /// Why VoiceOver cannot reach the element, as a finding says it.
    var explanation: String {
        switch self {
        case .hiddenByModalSibling: return "a sibling with accessibilityViewIsModal hides it"
        case .zeroSize: return "it has zero size"
        case .outsideWindow: return "it lies outside the window"
        }
    }
}

/// `small-touch-target`: a control smaller than 44×44 pt.
public struct SmallTouchTargetRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "small-touch-target", summary: "Touch target smaller than 44×44 pt.", defaultSeverity: .warning,
        help: "Controls should be at least 44×44 points so that they can be found by touch and tapped reliably. Enlarge the frame (or the accessibilityFrame and hit area).")

    /// UIKit controls whose touch area UIKit extends beyond their drawn size.
    static let extendedHitAreaClasses: Set<String> = ["UISwitch", "UISegment", "UIStepper", "UISlider", "UIPageControl", "UIPickerTableView"]

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let minimum = Metrics.minimumTouchTarget
        return screen.capture.snapshot.elements.enumerated().compactMap { index, element in
            let frame = element.frame
            // The exemption follows the UIKit class, so the app's subclasses of UISwitch keep it.
            let facts = screen.capture.elements.indices.contains(index) ? screen.capture.elements[index] : nil
            let uikitClass = facts?.uikitClassName
            // A size a11ysim estimated (no frame in the input) is not the app's: nothing to judge.
            guard element.isInteractive, facts?.frameIsEstimated != true, !Self.extendedHitAreaClasses.contains(uikitClass ?? element.className), !frame.isEmpty,
                  frame.width < minimum || frame.height < minimum else { return nil }
            return RuleHit(.element(index), "\(element.quoted) is \(frame.size) pt; touch targets should be at least 44×44 pt.")
        }
    }
}
