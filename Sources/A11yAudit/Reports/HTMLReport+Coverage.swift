/// The scenes audited, in the HTML report.
extension HTMLReport {
    /// `Audited 27 of 28 scenes.`, or that the inputs do not list their scenes.
    static func coverageSummary(_ coverage: SceneCoverage?) -> String {
        guard let coverage else { return "Audited 0 of 0 scenes (the inputs do not list their scenes)." }
        return "Audited \(coverage.audited) of \(coverage.found) scene\(coverage.found == 1 ? "" : "s")."
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
