import AccessibilityTree

/// How a constraint differs in one size class (Interface Builder's `<variation key=…>`): installed
/// or not there (a `<mask key="constraints">` including or excluding it), or another constant
/// (docs/layout.md, "Auto Layout from Interface Builder files").
struct SizeClassVariation: Hashable, Sendable {
    /// The horizontal and vertical size classes it is for; nil is any.
    var width: SizeClasses.Class?
    var height: SizeClasses.Class?
    /// Whether the constraint is installed in this size class; nil when the variation does not say.
    var installed: Bool?
    var constant: Double?

    /// The variation Interface Builder's key names (`widthClass=compact`,
    /// `heightClass=regular-widthClass=regular`); nil for a key of other traits (e.g.
    /// `userInterfaceIdiom=mac`), which no iOS device has, or for `default`, the base.
    init?(key: String, installed: Bool? = nil, constant: Double? = nil) {
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let value = SizeClasses.Class(rawValue: pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass": width = value
            case "heightClass": height = value
            default: return nil
            }
        }
        guard width != nil || height != nil else { return nil }
        self.installed = installed
        self.constant = constant
    }

    /// Whether a device of `classes` takes this variation.
    func applies(to classes: SizeClasses) -> Bool {
        (width == nil || width == classes.width) && (height == nil || height == classes.height)
    }

    /// How many size classes it names: a variation for both overrides one for either.
    var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }
}

/// A device's horizontal and vertical size classes, as UIKit gives them to a full-screen controller:
/// pads regular in both; phones compact wide and regular high in portrait, compact high in landscape
/// and regular wide there when large (``Device/isHorizontallyRegular``).
struct SizeClasses: Hashable, Sendable {
    enum Class: String, Hashable, Sendable { case compact, regular }
    var width: Class
    var height: Class

    init(of device: Device) {
        width = device.isHorizontallyRegular ? .regular : .compact
        height = device.idiom == .phone && device.orientation == .landscape ? .compact : .regular
    }
}

extension LayoutConstraintSpec {
    /// The constraint as a device of `classes` installs it: its variations for those classes applied,
    /// the less specific first; nil when it is not installed there.
    func installed(in classes: SizeClasses) -> LayoutConstraintSpec? {
        var result = self
        var installed = installedInBase
        for variation in variations.filter({ $0.applies(to: classes) }).sorted(by: { $0.specificity < $1.specificity }) {
            if let value = variation.installed { installed = value }
            if let constant = variation.constant { result.constant = constant }
        }
        return installed ? result : nil
    }
}
