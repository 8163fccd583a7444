import Foundation
import SystemPackage

/// What an audit run ends with (``AuditRun/run(colors:workerArguments:load:)``): the result, its
/// rendered report, the exit status and the line `a11ysim audit` prints on standard error.
public struct AuditOutcome: Sendable {
    public var result: AuditResult
    /// The report, in the run's format.
    public var report: [UInt8]

    public init(result: AuditResult, report: [UInt8]) {
        self.result = result
        self.report = report
    }

    /// 0 nothing at or above the failing severity; 1 such findings remain after the configuration and
    /// the baseline; 2 an input could not be audited.
    public var exitCode: Int32 { result.exitCode }

    /// Why the run failed, as the command says it on standard error; nil when it passed.
    public var message: String? {
        switch exitCode {
        case 0:
            return nil
        case 1:
            let count = result.failingFindings.count
            return "audit failed: \(count) finding\(count == 1 ? "" : "s") at or above \(result.failOn)"
        default:
            let failed = result.subjects.filter { $0.error != nil }.count
            return "error: \(failed) input\(failed == 1 ? "" : "s") could not be audited"
        }
    }

    /// Writes the report to the file at `path`, or to standard output when `path` is nil.
    public func writeReport(to path: String?) throws(AuditInputError) {
        guard let path else {
            do {
                try FileDescriptor.standardOutput.writeAll(report)
            } catch {
                throw AuditInputError("standard output: cannot write (\(error))")
            }
            return
        }
        // `Data` borrows the report's bytes and is only read while they live.
        let written = report.withUnsafeBytes { bytes in
            let data = bytes.baseAddress.map { Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: bytes.count, deallocator: .none) }
            return Result { () throws(AuditInputError) in try Self.write(data ?? Data(), to: path) }
        }
        try written.get()
    }

    /// Writes `data` to the file at `path`, replacing it; the error says which file could not be written.
    static func write(_ data: Data, to path: String) throws(AuditInputError) {
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw AuditInputError("\(path): cannot write (\(error.localizedDescription))")
        }
    }
}
