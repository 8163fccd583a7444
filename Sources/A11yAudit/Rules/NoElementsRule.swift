/// `no-accessibility-elements`: a controller VoiceOver reads whose view holds no element — either a
/// screen a VoiceOver user hears nothing on, or one whose content is built in a way a11ysim does not
/// model (views made in code, SwiftUI, web or drawn content). Either way the audit saw nothing of it,
/// so coverage does not count it audited clean (docs/audit.md, "Every scene is an entry").
public struct NoElementsRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "no-accessibility-elements", summary: "A screen whose controller's view has no accessibility elements.", defaultSeverity: .warning,
        help: "Check the screen on a device with VoiceOver. If its content is there, it is built in a way a11ysim does not model (views made in code, SwiftUI, web or drawn content): nothing of it was audited. If VoiceOver finds nothing on the device either, make its content accessibility elements (labels, buttons, isAccessibilityElement with a label).")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        screen.capture.screen.controllers.filter { $0.elements == 0 }.map { controller in
            RuleHit(.screen, Self.message(className: controller.className), location: controller.location)
        }
    }

    /// What the finding says about the controller `className`.
    static func message(className: String) -> String {
        "\(className) has no accessibility elements: its content may be built in a way not modelled (views made in code, SwiftUI, web or drawn content), so nothing of it was audited. Check it with VoiceOver on a device."
    }

    /// What the finding says about the controller `className` whose code shows `content`, which
    /// a11ysim does not model (`a web view (WKWebView)`; ``CodeController/notModelledContent``).
    static func message(className: String, naming content: [String]) -> String {
        "\(className) has no accessibility elements: its code shows \(content.joined(separator: ", ")), which a11ysim does not model, so nothing of it was audited. Check it with VoiceOver on a device."
    }
}
