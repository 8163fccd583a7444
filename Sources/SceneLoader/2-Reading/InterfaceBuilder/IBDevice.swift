import AccessibilityTree

/// The device an Interface Builder document was designed on: its `<device id= orientation=>`
/// element, read through the table of Interface Builder device ids (docs/storyboards.md).
enum IBDevice {
    /// Interface Builder device ids and the portrait screen sizes, in points, of the models they
    /// stand for (Apple's published sizes; `ipad…` ids are pads).
    static let portraitSizes: [String: Size] = [
        "retina3_5": Size(width: 320, height: 480),
        "retina4_0": Size(width: 320, height: 568),
        "retina4_7": Size(width: 375, height: 667),
        "retina5_4": Size(width: 375, height: 812),
        "retina5_5": Size(width: 414, height: 736),
        "retina5_9": Size(width: 375, height: 812),
        "retina6_0": Size(width: 390, height: 844),
        "retina6_1": Size(width: 414, height: 896),
        "retina6_12": Size(width: 393, height: 852),
        "retina6_3": Size(width: 402, height: 874),
        "retina6_5": Size(width: 414, height: 896),
        "retina6_7": Size(width: 428, height: 926),
        "retina6_72": Size(width: 430, height: 932),
        "retina6_9": Size(width: 440, height: 956),
        "ipad7_9": Size(width: 768, height: 1024),
        "ipad9_7": Size(width: 768, height: 1024),
        "ipad10_2": Size(width: 810, height: 1080),
        "ipad10_5": Size(width: 834, height: 1112),
        "ipad10_9rounded": Size(width: 820, height: 1180),
        "ipad11": Size(width: 834, height: 1194),
        "ipad11_0rounded": Size(width: 834, height: 1194),
        "ipad12_9": Size(width: 1024, height: 1366),
        "ipad12_9rounded": Size(width: 1024, height: 1366),
    ]

    /// The device `root` was designed on, or nil when it names none (the default phone).
    ///
    /// A known id gives its size, idiom and the element's orientation. An unknown id gives the
    /// default pad (an `ipad…` id or an iPad runtime) or phone, with a warning naming the id.
    static func designed(by root: XMLNode) -> (device: Device?, warning: SceneDiagnostic?) {
        let isPadRuntime = (root["targetRuntime"] ?? "").contains("iPad")
        guard let element = root.child("device"), let id = element["id"] else {
            return (isPadRuntime ? .pad : nil, nil)
        }
        let isPad = isPadRuntime || id.hasPrefix("ipad")
        guard let size = portraitSizes[id] else {
            let fallback = isPad ? Device.pad : Device.phone
            let message = "the Interface Builder device '\(id)' is not one a11ysim knows; the file is shown on the default \(isPad ? "pad" : "phone") (\(Int(fallback.portraitSize.width))×\(Int(fallback.portraitSize.height)) pt) — pass --device WIDTHxHEIGHT for its size"
            return (isPad ? .pad : nil, SceneDiagnostic(location: element.location, message: message))
        }
        let orientation: Device.Orientation = element["orientation"] == "landscape" ? .landscape : .portrait
        return (Device(portraitSize: size, idiom: isPad ? .pad : .phone, orientation: orientation), nil)
    }
}
