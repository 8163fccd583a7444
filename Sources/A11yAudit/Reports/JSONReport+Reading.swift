import AccessibilityTree
import Foundation

extension AuditResult {
    /// The result a JSON report was written from (`a11ysim merge` reads the shards' reports so).
    ///
    /// - Throws: What is wrong with `data`, for a message that names the file.
    package init(jsonReport data: Data) throws(AuditInputError) {
        self = try JSONReport.read(data)
    }
}

/// Reads a JSON report back into the ``AuditResult`` it was written from, with `JSONDecoder`: the
/// report carries every value the formats render, so rendering what is read gives the same bytes as
/// rendering the original. The members mirror the schema (docs/audit.md) and map onto the model;
/// a rule's help, which the report leaves out, is the catalog's (``RuleCatalog``), at the report's
/// severity.
extension JSONReport {
    /// The result in `data`.
    ///
    /// - Throws: What is wrong with it, for a message that names the file: not JSON, not an
    ///   a11ysim report, a report of another version, or a rule this version does not have.
    static func read(_ data: Data) throws(AuditInputError) -> AuditResult {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch let error as DecodingError {
            throw AuditInputError("not an a11ysim JSON report (\(describe(error)))")
        } catch {
            throw AuditInputError("not an a11ysim JSON report (\(error))")
        }
        guard document.tool.name == AuditTool.name, document.tool.version == AuditTool.version else {
            throw AuditInputError("written by \(document.tool.name) \(document.tool.version); this is \(AuditTool.name) \(AuditTool.version)")
        }
        let catalog = Dictionary(uniqueKeysWithValues: RuleCatalog.all.map { ($0.descriptor.id, $0.descriptor) })
        let rules = try document.rules.map { rule throws(AuditInputError) in
            guard var descriptor = catalog[rule.id], descriptor.summary == rule.summary else {
                throw AuditInputError("rule \(rule.id) is not this version's")
            }
            descriptor.defaultSeverity = rule.severity
            return descriptor
        }
        var result = AuditResult(subjects: document.files.map(\.report), baselined: document.summary.baselined,
                                 failOn: document.failOn, rules: rules)
        result.declaredControllers = document.declaredControllers.map(\.controller)
        result.minCoverage = document.minCoverage
        if let shard = document.shard {
            guard let record = shard.record else {
                throw AuditInputError("its shard \(shard.index)/\(shard.count) is out of range: I/N needs 1 ≤ I ≤ N ≤ \(AuditShard.maximumCount)")
            }
            result.shard = record
        }
        return result
    }

    /// Where in the document decoding failed, and why.
    private static func describe(_ error: DecodingError) -> String {
        let (context, what): (DecodingError.Context, String)
        switch error {
        case .typeMismatch(_, let found): (context, what) = (found, "wrong type")
        case .valueNotFound(_, let found): (context, what) = (found, "missing value")
        case .keyNotFound(let key, let found): (context, what) = (found, "no member \(key.stringValue)")
        case .dataCorrupted(let found): (context, what) = (found, found.debugDescription)
        @unknown default: return "\(error)"
        }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? what : "\(what) at \(path)"
    }
}

/// The report's members as `JSONDecoder` reads them.
private struct Document: Decodable {
    struct Tool: Decodable {
        var name: String
        var version: String
    }

    struct Summary: Decodable {
        var baselined: Int
    }

    struct Rule: Decodable {
        var id: String
        var summary: String
        var severity: Severity
    }

    var tool: Tool
    var failOn: Severity
    var minCoverage: Double?
    var summary: Summary
    var rules: [Rule]
    var files: [File]
    var declaredControllers: [DeclaredController]
    var shard: Shard?
}

/// A `declaredControllers[]` entry: the declaration; its status follows from the files' reports.
private struct DeclaredController: Decodable {
    var className: String
    var uiKitClass: String
    var kind: CodeController.Kind
    var location: SourceLocation

    var controller: CodeController {
        CodeController(className: className, uiKitClass: uiKitClass, location: location, kind: kind)
    }
}

/// A `files[]` entry.
private struct File: Decodable {
    struct Exploration: Decodable {
        var states, gestures, replays, reused: Int
        var truncation: String?
        var warnings: [String]
    }

    var path: String
    var name: String
    var error: String?
    var exploration: Exploration
    var coverage: Coverage?
    var screens: [Screen]
    var findings: [FindingMember]

    var report: SubjectReport {
        let summary = ExplorationSummary(states: exploration.states, gestures: exploration.gestures, replays: exploration.replays,
                                         reused: exploration.reused, truncation: exploration.truncation, warnings: exploration.warnings)
        return SubjectReport(name: name, path: path, error: error, screens: screens.map(\.report), findings: findings.map(\.finding),
                             exploration: summary, coverage: coverage?.coverage)
    }
}

/// A `coverage` member.
private struct Coverage: Decodable {
    struct File: Decodable {
        var file: String
        var scenes: Int
        var audited: Int
        var notAudited: [UnauditedScene]
        var withoutElements: [UnauditedScene]
        var classes: [String]
    }

    var files: [File]

    var coverage: SceneCoverage {
        SceneCoverage(files: files.map {
            FileCoverage(file: $0.file, found: $0.scenes, audited: $0.audited, notAudited: $0.notAudited,
                         withoutElements: $0.withoutElements, classes: $0.classes)
        })
    }
}

/// A `screens[]` entry.
private struct Screen: Decodable {
    struct Element: Decodable {
        var number: Int
        var phrase: String
        var identifier: String?
        var frame: Numbers
        var voiceControlName: String?
    }

    var id: Int
    var name: String
    var path: String
    var size: Numbers
    var location: SourceLocation?
    var elements: [Element]
    var bars: [Bar]
    var controllers: [ShownController]

    struct Bar: Decodable {
        var kind: ScreenBar.Kind
        var frame: Numbers
    }

    var report: ScreenReport {
        ScreenReport(id: id, name: name, path: path, size: Size(width: size[0], height: size[1]),
                     elements: elements.map {
                         ScreenElement(number: $0.number, phrase: $0.phrase, identifier: $0.identifier, frame: $0.frame.rect, voiceControlName: $0.voiceControlName)
                     },
                     location: location, bars: bars.map { ScreenBar(kind: $0.kind, frame: $0.frame.rect) }, controllers: controllers)
    }
}

/// A `findings[]` entry.
private struct FindingMember: Decodable {
    struct Element: Decodable {
        var number: Int?
        var phrase: String
        var label: String?
        var identifier: String?
        var className: String
        var frame: Numbers
    }

    var rule: String
    var severity: Severity
    var message: String
    var screen: String
    var screenId: Int
    var path: String
    var element: Element?
    var location: SourceLocation?
    var fingerprint: String

    var finding: Finding {
        Finding(ruleID: rule, severity: severity, message: message, screenID: screenId, screen: screen, path: path,
                element: element.map { FindingElement(number: $0.number, phrase: $0.phrase, label: $0.label, identifier: $0.identifier,
                                                      className: $0.className, frame: $0.frame.rect) },
                location: location, fingerprint: fingerprint)
    }
}

/// The `shard` member.
private struct Shard: Decodable {
    struct Input: Decodable {
        var path: String
        var folderApp: Bool
    }

    var index: Int
    var count: Int
    var inputs: [Input]
    var options: [String: String?]

    /// Nil when the index or count is out of range, which reading the report refuses.
    var record: ShardRecord? {
        AuditShard(index: index, count: count).map { shard in
            ShardRecord(shard: shard, inputs: inputs.map { AuditInput(path: $0.path, isFolderApp: $0.folderApp) }, options: options)
        }
    }
}

/// An array of numbers as the report writes a size or a frame; `null`, written for a number JSON
/// cannot express, reads as NaN.
private struct Numbers: Decodable {
    var values: [Double]

    init(from decoder: any Decoder) throws {
        values = try [Double?](from: decoder).map { $0 ?? .nan }
    }

    subscript(position: Int) -> Double { position < values.count ? values[position] : .nan }

    var rect: Rect { Rect(x: self[0], y: self[1], width: self[2], height: self[3]) }
}
