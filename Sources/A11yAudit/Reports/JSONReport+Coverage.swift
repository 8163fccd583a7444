import AccessibilityTree

/// The scenes audited, in the JSON report: totals in the summary, and each file's scenes found,
/// audited and not audited (with why) in its `coverage` member.
extension JSONReport {
    /// The summary's `scenes` and `scenesAudited`: null when no subject lists its scenes.
    static func writeSceneTotals(_ coverage: SceneCoverage?, to json: inout JSONWriter) {
        json.field("scenes", coverage?.found)
        json.field("scenesAudited", coverage?.audited)
        json.field("scenesWithoutElements", coverage?.withoutElements.count)
    }

    /// The summary's `codeControllers`, `codeControllersAudited` and `codeControllersWithoutElements`
    /// (the declared controllers no scene names; null when no code was read) and `screensAuditedWithElements`.
    static func writeCodeTotals(_ result: AuditResult, to json: inout JSONWriter) {
        let code = result.codeCoverage
        json.field("codeControllers", code?.found)
        json.field("codeControllersAudited", code?.audited)
        json.field("codeControllersWithoutElements", code?.withoutElements.count)
        json.field("screensAuditedWithElements", result.screenTotals.auditedWithElements)
    }

    /// The `declaredControllers` member: every view controller the code declares, with what became of it.
    static func writeDeclaredControllers(_ result: AuditResult, to json: inout JSONWriter) {
        json.array("declaredControllers") { json in
            for entry in result.codeCoverage?.controllers ?? [] {
                json.object { json in
                    json.field("className", entry.controller.className)
                    json.field("uiKitClass", entry.controller.uiKitClass)
                    json.field("kind", entry.controller.kind.rawValue)
                    write(entry.controller.location, to: &json)
                    json.field("status", entry.status.rawValue)
                    json.field("reason", entry.reason)
                }
            }
        }
    }

    /// A scene not audited, or shown with no elements.
    private static func write(_ scene: UnauditedScene, to json: inout JSONWriter) {
        json.object { json in
            json.field("id", scene.id)
            json.field("className", scene.className)
            write(scene.location, to: &json)
            json.field("reason", scene.reason)
        }
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
                            for scene in file.notAudited { write(scene, to: &json) }
                        }
                        json.array("withoutElements") { json in
                            for scene in file.withoutElements { write(scene, to: &json) }
                        }
                        json.field("classes", strings: file.classes)
                    }
                }
            }
        }
    }
}
