import AccessibilityTree

/// One problem the audit found: which rule, how bad, what and where — the element, the screen, the
/// gestures that reach it and the line of the file that describes it.
public struct Finding: Hashable, Codable, Sendable {
    /// The rule's id, e.g. `missing-label`.
    public var ruleID: String
    public var severity: Severity
    /// What is wrong and what to do, in one or two sentences.
    public var message: String
    /// The screen it is on (``ScreenReport/id`` in the same subject).
    public var screenID: Int
    /// The screen's name, e.g. `Tab: Clock › World Clock`.
    public var screen: String
    /// The gestures that reach it from the first screen, e.g. `First Level › activate "Check One"`.
    public var path: String
    /// The element concerned, when there is one.
    public var element: FindingElement?
    /// The line of the input that describes the element (or its controller).
    public var location: SourceLocation?
    /// A digest of rule, file, screen and element that stays the same between runs (baselines use it).
    public var fingerprint: String
    /// With `audit --devices`, every device of the matrix it was found on, its own (the first) included,
    /// each with the screen there: the finding is reported once, on the first of them (``DeviceMatrix``).
    /// Nil without `--devices`.
    public var devices: [FindingDevice]?

    public init(ruleID: String, severity: Severity, message: String, screenID: Int, screen: String, path: String,
                element: FindingElement?, location: SourceLocation?, fingerprint: String = "") {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.screenID = screenID
        self.screen = screen
        self.path = path
        self.element = element
        self.location = location
        self.fingerprint = fingerprint
    }
}

/// A device of `audit --devices` a finding was found on, and the screen it was found on there
/// (``ScreenReport/id`` in that device's report of the same subject).
public struct FindingDevice: Hashable, Codable, Sendable {
    public var device: String
    public var screenID: Int

    public init(device: String, screenID: Int) {
        self.device = device
        self.screenID = screenID
    }
}

/// An element as a finding names it: what VoiceOver says, its identifier and frame.
public struct FindingElement: Hashable, Codable, Sendable {
    /// Its place in the screen's reading order (1-based, as the pictures number it); nil when VoiceOver
    /// cannot reach it.
    public var number: Int?
    public var phrase: String
    public var label: String?
    public var identifier: String?
    public var className: String
    public var frame: Rect

    public init(number: Int?, phrase: String, label: String?, identifier: String?, className: String, frame: Rect) {
        self.number = number
        self.phrase = phrase
        self.label = label
        self.identifier = identifier
        self.className = className
        self.frame = frame
    }

    /// Describes `element` at reading-order position `index` (0-based), or unreachable when nil.
    init(_ element: ElementSnapshot, index: Int?) {
        self.init(number: index.map { $0 + 1 }, phrase: element.phrase, label: element.label,
                  identifier: element.identifier, className: element.className, frame: element.frame)
    }

    /// `"Play, button" (#playButton)`: the phrase, and the identifier when there is one.
    public var summary: String {
        let spoken = phrase.isEmpty ? "(\(className), nothing spoken)" : "\"\(phrase)\""
        guard let identifier, !identifier.isEmpty else { return spoken }
        return "\(spoken) #\(identifier)"
    }
}
