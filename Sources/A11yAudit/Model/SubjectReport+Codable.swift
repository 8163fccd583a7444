import AccessibilityTree

// The members of a file's report, as the JSON report (docs/audit.md, "JSON") and the worker pipe
// carry them: each type's coding keys are the schema's names, in the schema's order, and a member
// with no value is written as null. Frames and sizes are arrays of numbers, `[x, y, width, height]`
// and `[width, height]`; JSON's null, written for a number it cannot express, reads back as NaN.

extension SubjectReport {
    enum CodingKeys: String, CodingKey { case path, name, device, error, exploration, coverage, screens, findings }

    /// `device` is written only by `audit --devices` (absent otherwise, so a report without it is
    /// as before).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(device, forKey: .device)
        try container.encode(error, forKey: .error)
        try container.encode(exploration, forKey: .exploration)
        try container.encode(coverage, forKey: .coverage)
        try container.encode(screens, forKey: .screens)
        try container.encode(findings, forKey: .findings)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let path = try container.decode(String.self, forKey: .path)
        let name = try container.decode(String.self, forKey: .name)
        let device = try container.decodeIfPresent(String.self, forKey: .device)
        let error = try container.decodeIfPresent(String.self, forKey: .error)
        let exploration = try container.decode(ExplorationSummary.self, forKey: .exploration)
        let coverage = try container.decodeIfPresent(SceneCoverage.self, forKey: .coverage)
        self.init(name: name, path: path, error: error, screens: try container.decode([ScreenReport].self, forKey: .screens),
                  findings: try container.decode([Finding].self, forKey: .findings), exploration: exploration, coverage: coverage,
                  device: device)
    }
}

extension ExplorationSummary {
    enum CodingKeys: String, CodingKey { case states, gestures, replays, reused, truncation, warnings }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(states, forKey: .states)
        try container.encode(gestures, forKey: .gestures)
        try container.encode(replays, forKey: .replays)
        try container.encode(reused, forKey: .reused)
        try container.encode(truncation, forKey: .truncation)
        try container.encode(warnings, forKey: .warnings)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(states: try container.decode(Int.self, forKey: .states), gestures: try container.decode(Int.self, forKey: .gestures),
                  replays: try container.decode(Int.self, forKey: .replays), reused: try container.decode(Int.self, forKey: .reused),
                  truncation: try container.decodeIfPresent(String.self, forKey: .truncation),
                  warnings: try container.decode([String].self, forKey: .warnings))
    }
}

extension SceneCoverage {
    /// `scenes` and `audited` are the files' totals, written for a reader and not read back.
    enum CodingKeys: String, CodingKey { case scenes, audited, files }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(found, forKey: .scenes)
        try container.encode(audited, forKey: .audited)
        try container.encode(files, forKey: .files)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _ = try container.decode(Int.self, forKey: .scenes)
        _ = try container.decode(Int.self, forKey: .audited)
        self.init(files: try container.decode([FileCoverage].self, forKey: .files))
    }
}

extension UnauditedScene {
    enum CodingKeys: String, CodingKey { case id, className, location, reason }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(className, forKey: .className)
        try container.encode(location, forKey: .location)
        try container.encode(reason, forKey: .reason)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(String.self, forKey: .id), className: try container.decode(String.self, forKey: .className),
                  location: try container.decodeIfPresent(SourceLocation.self, forKey: .location),
                  reason: try container.decode(String.self, forKey: .reason))
    }
}

extension ScreenReport {
    enum CodingKeys: String, CodingKey { case id, name, path, size, location, elements, bars, controllers }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(path, forKey: .path)
        try container.encode(ReportNumbers([size.width, size.height]), forKey: .size)
        try container.encode(location, forKey: .location)
        try container.encode(elements, forKey: .elements)
        try container.encode(bars, forKey: .bars)
        try container.encode(controllers, forKey: .controllers)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(Int.self, forKey: .id)
        let name = try container.decode(String.self, forKey: .name)
        let path = try container.decode(String.self, forKey: .path)
        let size = try container.decode(ReportNumbers.self, forKey: .size)
        let location = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
        self.init(id: id, name: name, path: path, size: Size(width: size[0], height: size[1]),
                  elements: try container.decode([ScreenElement].self, forKey: .elements), location: location,
                  bars: try container.decode([ScreenBar].self, forKey: .bars),
                  controllers: try container.decode([ShownController].self, forKey: .controllers))
    }
}

extension ScreenElement {
    enum CodingKeys: String, CodingKey { case number, phrase, identifier, frame, voiceControlName }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number, forKey: .number)
        try container.encode(phrase, forKey: .phrase)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(ReportNumbers(frame), forKey: .frame)
        try container.encode(voiceControlName, forKey: .voiceControlName)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(number: try container.decode(Int.self, forKey: .number), phrase: try container.decode(String.self, forKey: .phrase),
                  identifier: try container.decodeIfPresent(String.self, forKey: .identifier),
                  frame: try container.decode(ReportNumbers.self, forKey: .frame).rect,
                  voiceControlName: try container.decodeIfPresent(String.self, forKey: .voiceControlName))
    }
}

extension ScreenBar {
    enum CodingKeys: String, CodingKey { case kind, frame }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(ReportNumbers(frame), forKey: .frame)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(kind: try container.decode(Kind.self, forKey: .kind), frame: try container.decode(ReportNumbers.self, forKey: .frame).rect)
    }
}

extension ShownController {
    enum CodingKeys: String, CodingKey { case className, elements, location }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(className, forKey: .className)
        try container.encode(elements, forKey: .elements)
        try container.encode(location, forKey: .location)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(className: try container.decode(String.self, forKey: .className), elements: try container.decode(Int.self, forKey: .elements),
                  location: try container.decodeIfPresent(SourceLocation.self, forKey: .location))
    }
}

extension Finding {
    enum CodingKeys: String, CodingKey {
        case ruleID = "rule", severity, message, screen, screenID = "screenId", path, element, location, fingerprint, devices
    }

    /// `devices` is written only by `audit --devices` (absent otherwise, so a report without it is
    /// as before).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ruleID, forKey: .ruleID)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(screen, forKey: .screen)
        try container.encode(screenID, forKey: .screenID)
        try container.encode(path, forKey: .path)
        try container.encode(element, forKey: .element)
        try container.encode(location, forKey: .location)
        try container.encode(fingerprint, forKey: .fingerprint)
        try container.encodeIfPresent(devices, forKey: .devices)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let ruleID = try container.decode(String.self, forKey: .ruleID)
        let severity = try container.decode(Severity.self, forKey: .severity)
        let message = try container.decode(String.self, forKey: .message)
        let screen = try container.decode(String.self, forKey: .screen)
        let screenID = try container.decode(Int.self, forKey: .screenID)
        let path = try container.decode(String.self, forKey: .path)
        let element = try container.decodeIfPresent(FindingElement.self, forKey: .element)
        let location = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
        self.init(ruleID: ruleID, severity: severity, message: message, screenID: screenID, screen: screen, path: path,
                  element: element, location: location, fingerprint: try container.decode(String.self, forKey: .fingerprint))
        devices = try container.decodeIfPresent([FindingDevice].self, forKey: .devices)
    }
}

extension FindingDevice {
    enum CodingKeys: String, CodingKey { case device, screenID = "screenId" }
}

extension FindingElement {
    enum CodingKeys: String, CodingKey { case number, phrase, label, identifier, className, frame }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number, forKey: .number)
        try container.encode(phrase, forKey: .phrase)
        try container.encode(label, forKey: .label)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(className, forKey: .className)
        try container.encode(ReportNumbers(frame), forKey: .frame)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let number = try container.decodeIfPresent(Int.self, forKey: .number)
        let phrase = try container.decode(String.self, forKey: .phrase)
        let label = try container.decodeIfPresent(String.self, forKey: .label)
        let identifier = try container.decodeIfPresent(String.self, forKey: .identifier)
        self.init(number: number, phrase: phrase, label: label, identifier: identifier,
                  className: try container.decode(String.self, forKey: .className),
                  frame: try container.decode(ReportNumbers.self, forKey: .frame).rect)
    }
}

/// An array of numbers as the report writes a frame or a size. Each is an optional on the way in
/// and out, so that JSON's null (for NaN, which it cannot express) reads back, as NaN.
struct ReportNumbers: Codable {
    var values: [Double?]

    init(_ values: [Double]) {
        self.values = values
    }

    init(_ rect: Rect) {
        self.init([rect.minX, rect.minY, rect.width, rect.height])
    }

    func encode(to encoder: any Encoder) throws {
        try values.encode(to: encoder)
    }

    init(from decoder: any Decoder) throws {
        values = try [Double?](from: decoder)
    }

    subscript(position: Int) -> Double { position < values.count ? values[position] ?? .nan : .nan }

    var rect: Rect { Rect(x: self[0], y: self[1], width: self[2], height: self[3]) }
}
