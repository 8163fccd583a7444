import AccessibilityTree

/// The JSON report (schema in docs/audit.md): tool, summary, rules, then per file its exploration,
/// scene coverage, screens with their elements, and findings. Keys in a fixed order.
enum JSONReport {
    static func render(_ result: AuditResult) -> String { String(decoding: renderUTF8(result), as: UTF8.self) }

    /// The report as UTF-8 bytes, for writing without building a String first.
    static func renderUTF8(_ result: AuditResult) -> [UInt8] {
        let counts = Dictionary(uniqueKeysWithValues: result.counts.map { ($0.severity, $0.count) })
        return JSONWriter.document { json in
            json.object("tool") { json in
                json.field("name", AuditTool.name)
                json.field("version", AuditTool.version)
            }
            json.field("failOn", result.failOn.rawValue)
            if let minCoverage = result.minCoverage { json.field("minCoverage", minCoverage) } else { json.nullField("minCoverage") }
            json.object("summary") { json in
                json.field("files", result.subjects.count)
                json.field("screens", result.subjects.reduce(0) { $0 + $1.screens.count })
                json.field("errors", counts[.error] ?? 0)
                json.field("warnings", counts[.warning] ?? 0)
                json.field("notes", counts[.note] ?? 0)
                json.field("baselined", result.baselined)
                writeSceneTotals(result.coverage, to: &json)
                writeCodeTotals(result, to: &json)
                json.field("exitCode", Int(result.exitCode))
            }
            json.array("rules") { json in
                for rule in result.rules {
                    json.object { json in
                        json.field("id", rule.id)
                        json.field("summary", rule.summary)
                        json.field("severity", rule.defaultSeverity.rawValue)
                    }
                }
            }
            json.array("files") { json in
                for subject in result.subjects { json.object { write(subject, to: &$0) } }
            }
            writeDeclaredControllers(result, to: &json)
            if let shard = result.shard { writeShard(shard, to: &json) }
        }
    }

    private static func write(_ subject: SubjectReport, to json: inout JSONWriter) {
        let exploration = subject.exploration
        json.field("path", subject.path)
        json.field("name", subject.name)
        json.field("error", subject.error)
        json.object("exploration") { json in
            json.field("states", exploration.states)
            json.field("gestures", exploration.gestures)
            json.field("replays", exploration.replays)
            json.field("reused", exploration.reused)
            json.field("truncation", exploration.truncation)
            json.field("warnings", strings: exploration.warnings)
        }
        writeCoverage(subject.coverage, to: &json)
        json.array("screens") { json in
            for screen in subject.screens { json.object { write(screen, to: &$0) } }
        }
        json.array("findings") { json in
            for finding in subject.findings { json.object { write(finding, to: &$0) } }
        }
    }

    private static func write(_ screen: ScreenReport, to json: inout JSONWriter) {
        json.field("id", screen.id)
        json.field("name", screen.name)
        json.field("path", screen.path)
        json.field("size", numbers: [screen.size.width, screen.size.height])
        write(screen.location, to: &json)
        json.array("elements") { json in
            for element in screen.elements {
                json.object { json in
                    json.field("number", element.number)
                    json.field("phrase", element.phrase)
                    json.field("identifier", element.identifier)
                    json.field("frame", numbers: element.frame.jsonNumbers)
                    json.field("voiceControlName", element.voiceControlName)
                }
            }
        }
        json.array("bars") { json in
            for bar in screen.bars {
                json.object { json in
                    json.field("kind", bar.kind.rawValue)
                    json.field("frame", numbers: bar.frame.jsonNumbers)
                }
            }
        }
        json.array("controllers") { json in
            for controller in screen.controllers {
                json.object { json in
                    json.field("className", controller.className)
                    json.field("elements", controller.elements)
                    write(controller.location, to: &json)
                }
            }
        }
    }

    private static func write(_ finding: Finding, to json: inout JSONWriter) {
        json.field("rule", finding.ruleID)
        json.field("severity", finding.severity.rawValue)
        json.field("message", finding.message)
        json.field("screen", finding.screen)
        json.field("screenId", finding.screenID)
        json.field("path", finding.path)
        if let element = finding.element {
            json.object("element") { json in
                json.field("number", element.number)
                json.field("phrase", element.phrase)
                json.field("label", element.label)
                json.field("identifier", element.identifier)
                json.field("className", element.className)
                json.field("frame", numbers: element.frame.jsonNumbers)
            }
        } else {
            json.nullField("element")
        }
        write(finding.location, to: &json)
        json.field("fingerprint", finding.fingerprint)
    }

    /// The `location` member: file, line and column, or null.
    static func write(_ location: SourceLocation?, to json: inout JSONWriter) {
        guard let location else { return json.nullField("location") }
        json.object("location") { json in
            json.field("file", location.file)
            json.field("line", location.line)
            json.field("column", location.column)
        }
    }
}

extension Rect {
    /// `[x, y, width, height]`, as the reports write a frame.
    var jsonNumbers: [Double] { [minX, minY, width, height] }
}
