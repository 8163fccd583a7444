import AccessibilityTree

/// The scenes audited, in SARIF: the run's properties carry the totals and every scene not audited.
extension SARIFReport {
    /// The run's `properties`: `scenes` and `scenesAudited` (null when no subject lists its scenes),
    /// and `scenesNotAudited`, each with its id, class, location and reason.
    static func writeRunProperties(_ coverage: SceneCoverage?, to json: inout JSONWriter) {
        json.object("properties") { json in
            json.field("scenes", coverage?.found)
            json.field("scenesAudited", coverage?.audited)
            json.array("scenesNotAudited") { json in
                for scene in coverage?.notAudited ?? [] {
                    json.object { json in
                        json.field("id", scene.id)
                        json.field("className", scene.className)
                        json.field("location", scene.location?.description)
                        json.field("reason", scene.reason)
                    }
                }
            }
        }
    }
}
