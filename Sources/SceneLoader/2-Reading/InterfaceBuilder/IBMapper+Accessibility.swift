import AccessibilityTree

extension IBMapper {
    /// The accessibility of an element: its `<accessibility key="accessibilityConfiguration">` (label,
    /// hint, identifier, traits, isElement) and the user-defined runtime attributes that set
    /// accessibility properties.
    func mapAccessibility(of node: XMLNode) throws(SceneLoadError) -> AccessibilitySpec {
        var spec = AccessibilitySpec()
        if let configuration = node.child("accessibility", key: "accessibilityConfiguration") {
            spec.label = configuration["label"] ?? configuration.child("string", key: "label")?.text
            spec.hint = configuration["hint"] ?? configuration.child("string", key: "hint")?.text
            spec.identifier = configuration["identifier"]
            spec.value = configuration["value"]
            if let traits = configuration.child("accessibilityTraits", key: "traits") {
                spec.traits = mapTraits(traits)
            }
            if let isElement = configuration.child("bool", key: "isElement") {
                spec.isElement = isElement["value"] == "YES"
            }
        }
        if let isElement = node.child("accessibilityOverrides")?.flag("isElement") { spec.isElement = isElement }
        for attribute in node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? [] {
            try apply(runtimeAttribute: attribute, to: &spec)
        }
        return spec
    }

    /// Trait attributes set to YES (`none` sets nothing); names UIKit and a11ysim share.
    private func mapTraits(_ node: XMLNode) -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        for (name, value) in node.attributes.sorted(by: { $0.key < $1.key }) where value == "YES" && name != "none" {
            if let trait = AccessibilityTraits(name: name) {
                traits.insert(trait)
            } else {
                warn("the accessibility trait '\(name)' is not simulated; it is ignored", at: node)
            }
        }
        return traits
    }

    private func apply(runtimeAttribute node: XMLNode, to spec: inout AccessibilitySpec) throws(SceneLoadError) {
        let text = node["value"] ?? node.child(key: "value")?["value"] ?? node.child(key: "value")?.text
        let flag = text.map { $0 == "YES" }
        switch node["keyPath"] {
        case "accessibilityLabel": spec.label = text
        case "accessibilityHint": spec.hint = text
        case "accessibilityValue": spec.value = text
        case "accessibilityIdentifier": spec.identifier = text
        case "accessibilityLanguage": spec.language = text
        case "isAccessibilityElement": spec.isElement = flag
        case "accessibilityElementsHidden": spec.elementsHidden = flag
        case "accessibilityViewIsModal": spec.viewIsModal = flag
        case "shouldGroupAccessibilityChildren": spec.groupsChildren = flag
        case "accessibilityUserInputLabels":
            // Xcode offers no array type for a runtime attribute; a string is read as the one name
            // (docs/storyboards.md, "User-defined runtime attributes").
            guard let text, !text.isEmpty else { break }
            if node["type"] != "string" && node["type"] != "localizedString" {
                warn("the runtime attribute accessibilityUserInputLabels has type '\(node["type"] ?? "")'; it is read as one name, '\(text)'", at: node)
            }
            spec.userInputLabels = [text]
        case "accessibilityTraits":
            guard let text, let raw = UInt64(text) else {
                throw SceneLoadError("the runtime attribute accessibilityTraits has the value '\(text ?? "")'; expected UIKit's trait bits as a whole number", at: node.location)
            }
            let known = AccessibilityTraits.named.reduce(AccessibilityTraits()) { $0.union($1.trait) }
            spec.traits = AccessibilityTraits(rawValue: raw).intersection(known)
        default:
            break
        }
    }
}
