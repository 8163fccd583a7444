extension SubjectReport {
    /// The input's error as a line of its own, as the text report and the command's standard error
    /// give it: as it is when it starts with its `file:line:column` (a loader's error), else after the
    /// input's path; nil when the input was audited.
    package var errorLine: String? {
        guard let error else { return nil }
        let firstLine = error.prefix { $0 != "\n" }
        let parts = firstLine.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        if parts.count == 4, !parts[0].isEmpty, Int(parts[1]) != nil, Int(parts[2]) != nil, parts[3].hasPrefix(" ") { return error }
        return "\(path): error: \(error)"
    }
}
