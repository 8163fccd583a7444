/// JUnit XML for CI test reporters: a testsuite per file, a testcase per rule × screen. Findings at or
/// above the failing severity are `<failure>`s; lower ones are kept in the test case's `<system-out>`.
/// A file that could not be audited is a suite with one `<error>`; a scene not audited is a skipped test
/// case that says why.
enum JUnitReport {
    static func render(_ result: AuditResult) -> String {
        var suites: [String] = []
        var totalTests = 0, totalFailures = 0, totalErrors = 0
        for subject in result.subjects {
            var cases: [String] = []
            var failures = 0
            if let error = subject.error {
                cases.append("    <testcase classname=\"\(attr(subject.name))\" name=\"audit\">\n      <error message=\"\(attr(error))\" type=\"input\"/>\n    </testcase>")
                totalErrors += 1
            }
            // Findings by screen and rule, so each test case takes its own instead of filtering them all.
            var byCase: [TestCase: [Finding]] = [:]
            for finding in subject.findings { byCase[TestCase(screenID: finding.screenID, ruleID: finding.ruleID), default: []].append(finding) }
            for screen in subject.screens {
                for rule in result.rules {
                    let found = byCase[TestCase(screenID: screen.id, ruleID: rule.id)] ?? []
                    var body = ""
                    for finding in found where finding.severity >= result.failOn {
                        failures += 1
                        body += "\n      <failure message=\"\(attr(finding.message))\" type=\"\(finding.severity)\">\(Markup.escape(details(finding)))</failure>"
                    }
                    let quiet = found.filter { $0.severity < result.failOn }
                    if !quiet.isEmpty {
                        body += "\n      <system-out>\(Markup.escape(quiet.map { "\($0.severity): \(details($0))" }.joined(separator: "\n\n")))</system-out>"
                    }
                    let open = "    <testcase classname=\"\(attr(subject.name)).\(attr(rule.id))\" name=\"\(attr(rule.id)) · \(attr(screen.path))\""
                    cases.append(body.isEmpty ? open + "/>" : open + ">" + body + "\n    </testcase>")
                }
            }
            let skipped = subject.coverage?.notAudited ?? []
            for scene in skipped {
                cases.append("    <testcase classname=\"\(attr(subject.name)).scenes\" name=\"scene \(attr(scene.summary))\">\n      <skipped message=\"not audited: \(attr(scene.reason))\"/>\n    </testcase>")
            }
            totalTests += cases.count
            totalFailures += failures
            let errors = subject.error == nil ? 0 : 1
            suites.append("  <testsuite name=\"\(attr(subject.path))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped.count)\">\n"
                          + cases.joined(separator: "\n") + (cases.isEmpty ? "" : "\n") + "  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"a11ysim audit\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"\(totalErrors)\">\n"
            + suites.joined(separator: "\n") + (suites.isEmpty ? "" : "\n") + "</testsuites>\n"
    }

    private static func details(_ finding: Finding) -> String {
        var lines = [finding.message]
        if let element = finding.element { lines.append("element: \(element.summary)") }
        if let location = finding.location { lines.append("at: \(location)") }
        lines.append("reached by: \(finding.path)")
        return lines.joined(separator: "\n")
    }

    private static func attr(_ text: String) -> String { Markup.attribute(text) }

    /// A test case: one rule on one screen.
    private struct TestCase: Hashable {
        var screenID: Int
        var ruleID: String
    }
}
