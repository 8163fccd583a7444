import AccessibilityTree

/// The scenes audited, in SARIF: the run's properties carry the totals and every scene and declared
/// controller not audited or shown with no elements.
extension SARIFReport {
    /// The run's `properties`: `scenes` and `scenesAudited` (null when no subject lists its scenes),
    /// and `scenesNotAudited`, each with its id, class, location and reason.
    /// Then `scenesWithoutElements` (audited, no element in their view), and for the view controllers
    /// the code declares that no scene names: `codeControllers`, `codeControllersAudited` (null when
    /// no code was read), `codeControllersNotReached` and `codeControllersWithoutElements`, each with
    /// its class, location and reason. With `audit --devices`, `devices`: the matrix, in its order.
    static func writeRunProperties(_ result: AuditResult, to json: inout JSONWriter) {
        let coverage = result.coverage, code = result.codeCoverage
        json.object("properties") { json in
            json.field("scenes", coverage?.found)
            json.field("scenesAudited", coverage?.audited)
            json.array("scenesNotAudited") { json in
                for scene in coverage?.notAudited ?? [] { write(scene, to: &json) }
            }
            json.array("scenesWithoutElements") { json in
                for scene in coverage?.withoutElements ?? [] { write(scene, to: &json) }
            }
            json.field("codeControllers", code?.found)
            json.field("codeControllersAudited", code?.audited)
            json.array("codeControllersNotReached") { json in
                for entry in code?.notReached ?? [] { write(entry, to: &json) }
            }
            json.array("codeControllersWithoutElements") { json in
                for entry in code?.withoutElements ?? [] { write(entry, to: &json) }
            }
            let devices = result.devices
            if !devices.isEmpty { json.field("devices", strings: devices) }
        }
    }

    private static func write(_ scene: UnauditedScene, to json: inout JSONWriter) {
        json.object { json in
            json.field("id", scene.id)
            json.field("className", scene.className)
            json.field("location", scene.location?.description)
            json.field("reason", scene.reason)
        }
    }

    private static func write(_ entry: (controller: CodeController, reason: String), to json: inout JSONWriter) {
        json.object { json in
            json.field("className", entry.controller.className)
            json.field("location", entry.controller.location.description)
            json.field("reason", entry.reason)
        }
    }
}
