/// The formats `a11ysim audit --format` and `a11ysim merge --format` write: the one list of them, which
/// their help lists (ArgumentParser reads the cases).
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, junit, sarif, html, xcode, github

    /// The report of `result` in this format, its paths relative to the source root
    /// (``AuditResult/withRelativePaths``); `colors` adds ANSI colours to text.
    public func render(_ result: AuditResult, colors: Bool = false) -> String {
        let result = result.withRelativePaths
        switch self {
        case .text: return TextReport(colors: colors).render(result)
        case .json: return JSONReport.render(result)
        case .junit: return JUnitReport.render(result)
        case .sarif: return SARIFReport.render(result)
        case .html: return HTMLReport.render(result)
        case .xcode: return XcodeReport.render(result)
        case .github: return GitHubReport.render(result)
        }
    }

    /// ``render(_:colors:)`` as UTF-8 bytes, what a file or a pipe is given. JSON and SARIF, the
    /// large reports CI reads, are written as bytes from the start.
    public func renderUTF8(_ result: AuditResult, colors: Bool = false) -> [UInt8] {
        let result = result.withRelativePaths
        switch self {
        case .json: return JSONReport.renderUTF8(result)
        case .sarif: return SARIFReport.renderUTF8(result)
        case .text, .junit, .html, .xcode, .github: return Array(render(result, colors: colors).utf8)
        }
    }
}

/// The tool's name and version in reports.
public enum AuditTool {
    public static let name = "a11ysim"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/a11ysim/a11ysim"
}
