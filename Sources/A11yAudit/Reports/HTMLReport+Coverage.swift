/// The scenes audited, in the HTML report.
extension HTMLReport {
    /// `Audited 27 of 28 scenes.`, or that the inputs do not list their scenes.
    /// Inputs that could not be read are named, their scenes not counted (``AuditResult/coverageLine(othersListed:)``).
    static func coverageSummary(_ result: AuditResult) -> String {
        let unread = result.unreadInputs
        let inputs = unread.isEmpty ? "" : " \(unread.count) input\(unread.count == 1 ? "" : "s") not read, \(unread.count == 1 ? "its" : "their") scenes not counted: "
            + unread.map(\.path).joined(separator: ", ") + "."
        guard let coverage = result.coverage else {
            return "Audited 0 of 0 scenes" + (unread.isEmpty ? " (the inputs do not list their scenes)." : ".") + inputs
        }
        return "Audited \(coverage.audited) of \(coverage.found) scene\(coverage.found == 1 ? "" : "s")." + inputs
    }

    /// A file section's coverage: each file's counts, then every scene not audited with why.
    static func coverage(_ coverage: SceneCoverage) -> String {
        var html = ""
        for file in coverage.files {
            html += "<p class=\"coverage\">\(Markup.escape(file.file)): audited \(file.audited) of \(file.found) scene\(file.found == 1 ? "" : "s")</p>\n"
            guard !file.notAudited.isEmpty else { continue }
            html += "<ul class=\"not-audited\">\n"
            for scene in file.notAudited {
                html += "<li class=\"warning\">Not audited: \(Markup.escape(scene.summary)) — \(Markup.escape(scene.reason))</li>\n"
            }
            html += "</ul>\n"
        }
        return html
    }
}
