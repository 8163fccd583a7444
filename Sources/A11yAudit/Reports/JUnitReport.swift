/// JUnit XML as CI dashboards count it (Jenkins, GitLab, GitHub test reporters): a testsuite per input,
/// and in it one testcase per finding (`rule · screen · element`), which fails with one `<failure>` when
/// the finding is at or above the failing severity and passes with the finding in `<system-out>` when it
/// is below; one passing testcase per rule and screen state that was checked and clean (`rule ·
/// screen`), so a dashboard shows what was covered; and one skipped testcase per scene not audited. The
/// view controllers declared in code that no scene names are one more suite: a testcase each, skipped
/// with why when not reached or shown with no elements. So
/// `failures` is the number of failing testcases, and `tests` counts every testcase. An input that could
/// not be audited is a suite with one testcase in `<error>`. With `audit --devices`, a suite per input
/// and device (`path on device`), each test case's name ending `· on device`, and the findings on each
/// device failing its own test cases, including those the other formats report once under an earlier
/// device (docs/audit.md, "Devices").
enum JUnitReport {
    static func render(_ result: AuditResult) -> String {
        var suites: [String] = []
        var totals = Counts()
        for (index, subject) in result.subjects.enumerated() {
            let onDevice = subject.device.map { " · on \(attr($0))" } ?? ""
            var cases: [String] = []
            var counts = Counts()
            if let error = subject.error {
                cases.append("    <testcase classname=\"\(attr(subject.name))\" name=\"audit\(onDevice)\">\n      <error message=\"\(attr(error))\" type=\"input\"/>\n    </testcase>")
                counts.errors += 1
            }
            // Findings by screen and rule, so each screen's rules take their own instead of filtering them all.
            var byCase: [RuleOnScreen: [Finding]] = [:]
            for finding in result.findings(onDeviceOf: index) { byCase[RuleOnScreen(screenID: finding.screenID, ruleID: finding.ruleID), default: []].append(finding) }
            for screen in subject.screens {
                for rule in result.rules {
                    let classname = "\(attr(subject.name)).\(attr(rule.id))"
                    let found = byCase[RuleOnScreen(screenID: screen.id, ruleID: rule.id)] ?? []
                    if found.isEmpty {
                        cases.append("    <testcase classname=\"\(classname)\" name=\"\(attr(rule.id)) · \(attr(screen.path))\(onDevice)\"/>")
                    }
                    for finding in found {
                        let open = "    <testcase classname=\"\(classname)\" name=\"\(attr(name(of: finding, screen: screen)))\(onDevice)\">"
                        if finding.severity >= result.failOn {
                            counts.failures += 1
                            cases.append(open + "\n      <failure message=\"\(attr(finding.message))\" type=\"\(finding.severity)\">\(Markup.escape(details(finding)))</failure>\n    </testcase>")
                        } else {
                            cases.append(open + "\n      <system-out>\(Markup.escape("\(finding.severity): \(details(finding))"))</system-out>\n    </testcase>")
                        }
                    }
                }
            }
            let skipped = subject.coverage?.notAudited ?? []
            for scene in skipped {
                cases.append("    <testcase classname=\"\(attr(subject.name)).scenes\" name=\"scene \(attr(scene.summary))\(onDevice)\">\n      <skipped message=\"not audited: \(attr(scene.reason))\"/>\n    </testcase>")
            }
            counts.tests = cases.count
            counts.skipped = skipped.count
            totals.add(counts)
            suites.append("  <testsuite name=\"\(attr(subject.path))\(subject.device.map { " on \(attr($0))" } ?? "")\" \(counts.attributes)>\n"
                          + cases.joined(separator: "\n") + (cases.isEmpty ? "" : "\n") + "  </testsuite>")
        }
        if let code = result.codeCoverage, code.found > 0 {
            let (suite, counts) = codeSuite(code)
            totals.add(counts)
            suites.append(suite)
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"a11ysim audit\" \(totals.attributes)>\n"
            + suites.joined(separator: "\n") + (suites.isEmpty ? "" : "\n") + "</testsuites>\n"
    }

    /// A finding's test case name: `rule · screen · element`, the element as VoiceOver reads it with its
    /// place in the reading order (`rule · screen` for a finding about the screen as a whole).
    private static func name(of finding: Finding, screen: ScreenReport) -> String {
        var name = "\(finding.ruleID) · \(screen.path)"
        if let element = finding.element {
            name += " · \(element.summary)"
            if let number = element.number { name += " (element \(number))" }
        }
        return name
    }

    private static func details(_ finding: Finding) -> String {
        var lines = [finding.message]
        if let element = finding.element { lines.append("element: \(element.summary)") }
        if let location = finding.location { lines.append("at: \(location)") }
        lines.append("reached by: \(finding.path)")
        return lines.joined(separator: "\n")
    }

    /// The view controllers the code declares that no scene names: a suite with one testcase each,
    /// passing when audited with elements, skipped with why when not reached or shown with no elements.
    private static func codeSuite(_ code: CodeCoverage) -> (String, Counts) {
        var cases: [String] = []
        var counts = Counts()
        for entry in code.controllers where entry.status != .scene && entry.status != .notCounted {
            let open = "    <testcase classname=\"code.controllers\" name=\"\(attr(entry.controller.summary))\""
            if let reason = entry.reason {
                let what = entry.status == .noElements ? "no elements" : "not audited"
                cases.append(open + ">\n      <skipped message=\"\(what): \(attr(reason))\"/>\n    </testcase>")
                counts.skipped += 1
            } else {
                cases.append(open + "/>")
            }
        }
        counts.tests = cases.count
        return ("  <testsuite name=\"view controllers declared in code\" \(counts.attributes)>\n" + cases.joined(separator: "\n") + "\n  </testsuite>",
                counts)
    }

    private static func attr(_ text: String) -> String { Markup.attribute(text) }

    /// One rule on one screen state.
    private struct RuleOnScreen: Hashable {
        var screenID: Int
        var ruleID: String
    }

    /// A suite's (or all suites') test cases by outcome, as the attributes dashboards read.
    private struct Counts {
        var tests = 0, failures = 0, errors = 0, skipped = 0

        mutating func add(_ other: Counts) {
            tests += other.tests
            failures += other.failures
            errors += other.errors
            skipped += other.skipped
        }

        var attributes: String { "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\"" }
    }
}
