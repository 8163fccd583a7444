import AccessibilityTree

/// The device a command asks for (`--device`, `--landscape`, `--rtl`, `--content-size`), resolved against each input's
/// designed device: a named device replaces it, landscape and right-to-left change it
/// (docs/storyboards.md, "device"; docs/layout.md, "On another device").
public struct DeviceRequest: Hashable, Sendable {
    /// The device named, or nil for each input's own.
    public var device: Device?
    public var landscape = false
    public var rightToLeft = false
    /// The text size (`--content-size`), or nil for the default.
    public var contentSize: ContentSizeCategory?

    /// A request for `name` — `phone`, `pad`, a model or an Interface Builder device id from
    /// docs/storyboards.md's table (`iPhone SE (3rd generation)`, `retina6_12`, `ipad10_9rounded`, …)
    /// or `WIDTHxHEIGHT` in points — or for each input's own device when nil; throws a message saying
    /// what the name may be.
    public init(name: String?, landscape: Bool = false, rightToLeft: Bool = false) throws(DeviceRequestError) {
        self.landscape = landscape
        self.rightToLeft = rightToLeft
        guard let name else { return }
        let lowercased = name.lowercased()
        switch lowercased {
        case "phone": device = .phone
        case "pad": device = .pad
        default:
            if let size = IBDevice.portraitSizes[IBDevice.model(named: name)?.id ?? lowercased] {
                device = Device(portraitSize: size, idiom: lowercased.hasPrefix("ipad") ? .pad : .phone)
                return
            }
            let parts = lowercased.split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
            guard parts.count == 2, let width = parts[0], let height = parts[1],
                  [width, height].allSatisfy({ $0.isFinite && $0 >= 100 && $0 <= 10_000 }) else {
                throw DeviceRequestError(name: name)
            }
            device = Device(portraitSize: Size(width: width, height: height), idiom: width >= 600 ? .pad : .phone)
        }
    }

    /// Whether the request changes anything.
    public var changesDevice: Bool { device != nil || landscape || rightToLeft || contentSize != nil }

    /// The device for an input designed on `designed`.
    public func resolve(designed: Device) -> Device {
        var result = device ?? designed
        if landscape { result.orientation = .landscape }
        if rightToLeft { result.layoutDirection = .rightToLeft }
        if let contentSize { result.preferredContentSizeCategory = contentSize }
        return result
    }
}

/// A `--device` name that is none of the devices a11ysim knows.
public struct DeviceRequestError: Error, Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// The option the name was given to.
    public var option = "--device"
    /// Whether the name is a device `--devices` lists twice (``DeviceRequest/matrix(_:landscape:)``),
    /// rather than one a11ysim does not know.
    public var isRepeated = false

    public init(name: String, option: String = "--device", isRepeated: Bool = false) {
        self.name = name
        self.option = option
        self.isRepeated = isRepeated
    }

    public var description: String {
        if isRepeated { return "\(option) lists '\(name)' twice; give each device (and orientation) once" }
        return "\(option) takes phone, pad, a model (\(IBDevice.models.map(\.name).joined(separator: ", "))), "
            + "an Interface Builder device id (\(IBDevice.portraitSizes.keys.sorted().joined(separator: ", "))) "
            + "or WIDTHxHEIGHT (100–10000 points each), not '\(name)'"
    }
}
