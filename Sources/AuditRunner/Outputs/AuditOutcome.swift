import A11yAudit
import SystemPackage
import VoiceCursor

/// What an audit run ends with (`AuditRun.run(colors:workerArguments:reportPath:load:)`): the result, its
/// rendered report, the exit status and the line `a11ysim audit` prints on standard error.
public struct AuditOutcome: Sendable {
    public var result: AuditResult
    /// The report, in the run's format.
    public var report: [UInt8]
    /// The files the run read, which the report may not replace (`AtomicFile`).
    public var readFiles: ReadFiles
    /// What the run left out before auditing (a FIFO or device in a folder given), for standard error.
    public var warnings: [String] = []

    public init(result: AuditResult, report: [UInt8], readFiles: ReadFiles = ReadFiles()) {
        self.result = result
        self.report = report
        self.readFiles = readFiles
    }

    /// 0 nothing at or above the failing severity; 1 such findings remain after the configuration and
    /// the baseline, or no screen was audited with elements; 2 an input could not be audited.
    public var exitCode: Int32 { result.exitCode }

    /// Why the run failed, as the command says it on standard error; nil when it passed. When inputs
    /// could not be audited, each one's error comes first, on its own line, so that it reaches the
    /// terminal whatever becomes of the report.
    public var message: String? {
        switch exitCode {
        case 0:
            return nil
        case 1:
            let count = result.failingFindings.count
            var reasons = count > 0 ? ["\(count) finding\(count == 1 ? "" : "s") at or above \(result.failOn)"] : []
            if let unseen = result.coverageFailure { reasons.append(unseen) }
            return "audit failed: " + reasons.joined(separator: "; ")
        default:
            let failed = result.subjects.filter { $0.error != nil }
            let lines = failed.compactMap(\.errorLine)
            return (lines + ["error: \(failed.count) input\(failed.count == 1 ? "" : "s") could not be audited"]).joined(separator: "\n")
        }
    }

    /// Writes the report to the file at `path` (replacing it whole, or leaving it as it was when the
    /// write fails or `path` is one of ``readFiles``), or to standard output when `path` is nil.
    public func writeReport(to path: String?) throws(AuditInputError) {
        guard let path else {
            do {
                try FileDescriptor.standardOutput.writeAll(report)
            } catch {
                throw AuditInputError("standard output: cannot write (\(error))")
            }
            return
        }
        try Self.write(report, to: path, protecting: readFiles)
    }

    /// Replaces the file at `path` with `bytes` (`AtomicFile`) unless it is one of `readFiles`; the
    /// error says which file could not be written and why.
    package static func write(_ bytes: [UInt8], to path: String, protecting readFiles: ReadFiles) throws(AuditInputError) {
        do {
            try AtomicFile.write(bytes, to: path, protecting: readFiles)
        } catch {
            throw AuditInputError(error.description)
        }
    }
}
