/// The scenes audited, in the HTML report.
extension HTMLReport {
    /// `Audited 27 of 28 scenes.`, or that the inputs do not list their scenes.
    /// Inputs that could not be read are named, their scenes not counted (``AuditResult/coverageLine(othersListed:)``).
    static func coverageSummary(_ result: AuditResult) -> String {
        let unread = result.unreadInputs
        let inputs = unread.isEmpty ? "" : " " + result.unreadInputsPhrase(listing: unread.count) + "."
        let code = result.codeCoverage
        guard result.coverage != nil || code != nil else {
            return "Audited 0 of 0 scenes" + (unread.isEmpty ? " (the inputs do not list their scenes)." : ".") + inputs
        }
        let totals = result.screenTotals
        let noun = code == nil ? "scene" : "screen"
        return "Audited \(totals.audited) of \(totals.found) \(noun)\(totals.found == 1 ? "" : "s")"
            + (totals.withoutElements > 0 ? ", \(totals.withoutElements) of them with no elements." : ".") + inputs
    }

    /// The view controllers declared in code that no scene names: the counts, then every one not
    /// reached or shown with no elements, with why.
    static func codeCoverage(_ code: CodeCoverage) -> String {
        guard code.found > 0 else { return "" }
        var html = "<section class=\"file\" id=\"code-controllers\">\n<h2>View controllers declared in code</h2>\n"
            + "<p class=\"coverage\">Audited \(code.audited) of \(code.found) that no scene names</p>\n"
        let listed = code.notReached.map { ("Not reached", $0) } + code.withoutElements.map { ("No elements", $0) }
        if !listed.isEmpty {
            html += "<ul class=\"not-audited\">\n"
            for (what, entry) in listed {
                html += "<li class=\"warning\">\(what): \(Markup.escape(entry.controller.summary)) — \(Markup.escape(entry.reason))</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    /// A file section's coverage: each file's counts, then every scene not audited with why.
    static func coverage(_ coverage: SceneCoverage) -> String {
        var html = ""
        for file in coverage.files {
            html += "<p class=\"coverage\">\(Markup.escape(file.file)): audited \(file.audited) of \(file.found) scene\(file.found == 1 ? "" : "s")</p>\n"
            guard !file.notAudited.isEmpty || !file.withoutElements.isEmpty else { continue }
            html += "<ul class=\"not-audited\">\n"
            for scene in file.notAudited {
                html += "<li class=\"warning\">Not audited: \(Markup.escape(scene.summary)) — \(Markup.escape(scene.reason))</li>\n"
            }
            for scene in file.withoutElements {
                html += "<li class=\"warning\">No elements: \(Markup.escape(scene.summary)) — \(Markup.escape(scene.reason))</li>\n"
            }
            html += "</ul>\n"
        }
        return html
    }
}
