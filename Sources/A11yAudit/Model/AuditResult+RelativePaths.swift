import AccessibilityTree

/// Report paths relative to the source root: the one place they are made relative, before any format
/// renders (``ReportFormat/render(_:colors:)``).
extension AuditResult {
    /// This result with the paths of every input given by a relative path — its findings', screens'
    /// and unaudited scenes' locations, its files' names — relative to ``sourceRoot`` (`--source-root`,
    /// by default the git work tree holding the first input, else the current directory), so that
    /// every format prints `examples/nav.yaml:61:7` for `audit examples/nav.yaml`; SARIF gives such
    /// paths against `%SRCROOT%`. Paths outside the source root, those of inputs given by an absolute
    /// path, and every path when there is no source root stay as they are.
    public var withRelativePaths: AuditResult {
        guard let root = sourceRoot else { return self }
        var result = self
        for index in result.subjects.indices where !result.subjects[index].path.hasPrefix("/") {
            result.subjects[index].makePathsRelative(to: root)
        }
        // The declared controllers' files are read from the folders given: relative when an input was.
        if result.subjects.contains(where: { !$0.path.hasPrefix("/") }) {
            for index in result.declaredControllers.indices {
                let file = result.declaredControllers[index].location.file
                result.declaredControllers[index].location.file = SourceRoot.relative(file, to: root) ?? file
            }
        }
        return result
    }
}

extension SubjectReport {
    /// Makes the absolute paths inside `root` relative to it.
    fileprivate mutating func makePathsRelative(to root: String) {
        func relative(_ path: String) -> String { SourceRoot.relative(path, to: root) ?? path }
        func relative(_ location: SourceLocation?) -> SourceLocation? {
            location.map { var moved = $0; moved.file = relative($0.file); return moved }
        }
        for index in findings.indices { findings[index].location = relative(findings[index].location) }
        for index in screens.indices {
            screens[index].location = relative(screens[index].location)
            for shown in screens[index].controllers.indices {
                screens[index].controllers[shown].location = relative(screens[index].controllers[shown].location)
            }
        }
        guard var coverage else { return }
        for file in coverage.files.indices {
            coverage.files[file].file = relative(coverage.files[file].file)
            for scene in coverage.files[file].notAudited.indices {
                coverage.files[file].notAudited[scene].location = relative(coverage.files[file].notAudited[scene].location)
            }
            for scene in coverage.files[file].withoutElements.indices {
                coverage.files[file].withoutElements[scene].location = relative(coverage.files[file].withoutElements[scene].location)
            }
        }
        self.coverage = coverage
    }
}
