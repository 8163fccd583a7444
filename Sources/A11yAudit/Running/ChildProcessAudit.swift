import Foundation

/// `--jobs N`: the live model is main-actor, so subjects are audited in parallel by child processes
/// of the same executable, each auditing one input and printing its ``SubjectReport`` as JSON; the
/// reports are merged in input order, so the output does not depend on which child finishes first.
public struct ChildProcessAudit: Sendable {
    /// The executable to run (the running one: `/proc/self/exe`).
    public var executable: URL
    /// The arguments that make the executable audit one input and print its report as JSON.
    public var arguments: @Sendable (AuditInput) -> [String]
    /// How many children run at once.
    public var jobs: Int

    public init(executable: URL, jobs: Int, arguments: @escaping @Sendable (AuditInput) -> [String]) {
        self.executable = executable
        self.jobs = max(1, jobs)
        self.arguments = arguments
    }

    /// The running executable, for children of the same program.
    public static var currentExecutable: URL {
        let link = "/proc/self/exe"
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: link) {
            return URL(fileURLWithPath: resolved)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// One report per input, in input order.
    public func run(_ inputs: [AuditInput]) -> [SubjectReport] {
        var reports = [SubjectReport?](repeating: nil, count: inputs.count)
        var running: [(index: Int, child: Child)] = []
        var next = 0
        while next < inputs.count || !running.isEmpty {
            while running.count < jobs && next < inputs.count {
                running.append((next, Child(executable: executable, arguments: arguments(inputs[next]))))
                next += 1
            }
            if let done = running.firstIndex(where: { !$0.child.isRunning }) {
                let (index, child) = running.remove(at: done)
                reports[index] = child.report(for: inputs[index])
            } else {
                Thread.sleep(forTimeInterval: 0.002)
            }
        }
        return reports.enumerated().map { index, report in
            report ?? SubjectReport(name: inputs[index].path, path: inputs[index].path, error: "\(inputs[index].path): not audited")
        }
    }

    /// One child process with its output in temporary files (pipes could fill up and block it).
    private final class Child {
        let process = Process()
        let output: URL
        let errors: URL
        let launchError: String?

        init(executable: URL, arguments: [String]) {
            let folder = FileManager.default.temporaryDirectory
            output = folder.appendingPathComponent("a11ysim-audit-\(UUID().uuidString).json")
            errors = folder.appendingPathComponent("a11ysim-audit-\(UUID().uuidString).err")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            let outputHandle = try? FileHandle(forWritingTo: output)
            let errorHandle = try? FileHandle(forWritingTo: errors)
            defer {
                try? outputHandle?.close()
                try? errorHandle?.close()
            }
            process.executableURL = executable
            process.arguments = arguments
            process.standardOutput = outputHandle
            process.standardError = errorHandle
            do {
                try process.run()
                launchError = nil
            } catch {
                launchError = "cannot start \(executable.path): \(error)"
            }
        }

        var isRunning: Bool { launchError == nil && process.isRunning }

        func report(for input: AuditInput) -> SubjectReport {
            defer {
                try? FileManager.default.removeItem(at: output)
                try? FileManager.default.removeItem(at: errors)
            }
            if let launchError { return SubjectReport(name: input.path, path: input.path, error: launchError) }
            let data = (try? Data(contentsOf: output)) ?? Data()
            if let report = try? SubjectReport.decode(data) { return report }
            let message = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let reason = message.isEmpty ? "the audit process exited with status \(process.terminationStatus)" : message
            return SubjectReport(name: input.path, path: input.path, error: reason)
        }
    }
}

extension SubjectReport {
    /// The report as the JSON a child process prints.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// Reads what ``encoded()`` wrote.
    public static func decode(_ data: Data) throws -> SubjectReport {
        try JSONDecoder().decode(SubjectReport.self, from: data)
    }
}
