import AccessibilityTree

/// The scenes audited, in the JSON report: totals in the summary, and each file's scenes found,
/// audited and not audited (with why) in its `coverage` member.
extension JSONReport {
    /// The summary's `scenes` and `scenesAudited`: null when no subject lists its scenes.
    static func writeSceneTotals(_ coverage: SceneCoverage?, to json: inout JSONWriter) {
        json.field("scenes", coverage?.found)
        json.field("scenesAudited", coverage?.audited)
    }

    /// A subject's `coverage` member: null when it does not list its scenes or could not be audited.
    static func writeCoverage(_ coverage: SceneCoverage?, to json: inout JSONWriter) {
        guard let coverage else { return json.nullField("coverage") }
        json.object("coverage") { json in
            json.field("scenes", coverage.found)
            json.field("audited", coverage.audited)
            json.array("files") { json in
                for file in coverage.files {
                    json.object { json in
                        json.field("file", file.file)
                        json.field("scenes", file.found)
                        json.field("audited", file.audited)
                        json.array("notAudited") { json in
                            for scene in file.notAudited {
                                json.object { json in
                                    json.field("id", scene.id)
                                    json.field("className", scene.className)
                                    write(scene.location, to: &json)
                                    json.field("reason", scene.reason)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
