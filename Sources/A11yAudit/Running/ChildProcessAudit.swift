import Foundation
import Synchronization

/// `--jobs N`: the live model is main-actor, so inputs are audited in parallel by N − 1 long-lived
/// worker processes of the same executable plus the calling process itself. Workers read inputs on
/// standard input and answer each with its ``SubjectReport`` as one line of JSON (see ``serve(_:)``);
/// reports are merged in input order, so the output does not depend on who finished first.
///
/// Inputs are handed out largest file first, one at a time, to whoever is free, so one big storyboard
/// does not leave the other processes idle at the end. A worker starts once and audits many inputs:
/// starting a process costs more than auditing a small storyboard.
public struct ChildProcessAudit: Sendable {
    /// The executable to run (the running one: `/proc/self/exe`).
    public var executable: URL
    /// The arguments that make the executable a worker (``serve(_:)`` on standard input and output).
    public var arguments: [String]
    /// How many processes audit at once, this one included.
    public var jobs: Int

    public init(executable: URL, jobs: Int, arguments: [String]) {
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

    /// One report per input, in input order: `local` audits inputs in this process while the workers
    /// audit others.
    @MainActor
    public func run(_ inputs: [AuditInput], local: (AuditInput) -> SubjectReport) -> [SubjectReport] {
        let queue = WorkQueue(inputs: inputs)
        let workers = DispatchGroup()
        signal(SIGPIPE, SIG_IGN)  // a worker that dies must not take this process with it
        for _ in 0..<min(jobs - 1, inputs.count) {
            workers.enter()
            Thread { [executable, arguments] in
                Worker.drive(executable: executable, arguments: arguments, queue: queue)
                workers.leave()
            }.start()
        }
        while let index = queue.next() {
            queue.finish(index, with: local(inputs[index]))
        }
        workers.wait()
        return queue.reports()
    }

    /// The worker's side: audits each input read from standard input (one JSON-encoded ``AuditInput``
    /// a line) and writes its report as one line of JSON, until standard input ends.
    @MainActor
    public static func serve(_ audit: (AuditInput) -> SubjectReport) {
        var reader = LineReader(fileDescriptor: STDIN_FILENO)
        while let line = reader.next() {
            let report: SubjectReport
            if let input = try? JSONDecoder().decode(AuditInput.self, from: Data(line)) {
                report = audit(input)
            } else {
                report = SubjectReport(name: "input", path: "input", error: "the worker read a line that is not an input")
            }
            FileHandle.standardOutput.write(report.encoded() + Data([UInt8(ascii: "\n")]))
        }
    }
}

/// The inputs still to audit and the reports so far, shared by the threads that drive workers and
/// the main thread. Every field is behind the one lock.
private final class WorkQueue: Sendable {
    private struct State {
        var order: [Int]
        var reports: [SubjectReport?]
    }

    let inputs: [AuditInput]
    private let state: Mutex<State>

    init(inputs: [AuditInput]) {
        self.inputs = inputs
        let sizes = inputs.map(Self.size)
        let order = inputs.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
        state = Mutex(State(order: order.reversed(), reports: Array(repeating: nil, count: inputs.count)))
    }

    /// The next input to audit, largest first; nil when every input is taken.
    func next() -> Int? {
        state.withLock { $0.order.popLast() }
    }

    func finish(_ index: Int, with report: SubjectReport) {
        state.withLock { $0.reports[index] = report }
    }

    func reports() -> [SubjectReport] {
        state.withLock { state in
            state.reports.enumerated().map { index, report in
                report ?? SubjectReport(name: inputs[index].path, path: inputs[index].path, error: "\(inputs[index].path): not audited")
            }
        }
    }

    /// Bytes on disk; a folder counts as the largest, since it holds several storyboards.
    private static func size(of input: AuditInput) -> Int {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: input.path) else { return 0 }
        if attributes[.type] as? FileAttributeType == .typeDirectory { return .max }
        return (attributes[.size] as? NSNumber)?.intValue ?? 0
    }
}

/// One worker process, driven from a thread of its own: sends an input, reads the report, repeats.
private enum Worker {
    static func drive(executable: URL, arguments: [String], queue: WorkQueue) {
        let process = Process()
        let toWorker = Pipe(), fromWorker = Pipe()
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-worker-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = toWorker
        process.standardOutput = fromWorker
        process.standardError = try? FileHandle(forWritingTo: errors)
        do {
            try process.run()
        } catch {
            return  // the main thread audits what this worker would have
        }
        var reader = LineReader(fileDescriptor: fromWorker.fileHandleForReading.fileDescriptor)
        while let index = queue.next() {
            let input = queue.inputs[index]
            var request = (try? JSONEncoder().encode(input)) ?? Data()
            request.append(UInt8(ascii: "\n"))
            if (try? toWorker.fileHandleForWriting.write(contentsOf: request)) != nil,
               let line = reader.next(), let report = try? SubjectReport.decode(Data(line)) {
                queue.finish(index, with: report)
                continue
            }
            queue.finish(index, with: SubjectReport(name: input.path, path: input.path,
                                                    error: failure(of: process, errors: errors)))
            return
        }
        try? toWorker.fileHandleForWriting.close()
        while process.isRunning { usleep(500) }  // `waitUntilExit()` polls only every 50 ms
    }

    /// Why a worker stopped answering: the end of what it wrote to standard error, else its status.
    private static func failure(of process: Process, errors: URL) -> String {
        process.terminate()
        while process.isRunning { usleep(500) }
        let message = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if !message.isEmpty { return String(message.suffix(2_000)) }
        return "the audit process exited with status \(process.terminationStatus)"
    }
}

/// Lines from a file descriptor, without their newline; reads in large blocks.
private struct LineReader {
    let fileDescriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var isAtEnd = false

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    mutating func next() -> [UInt8]? {
        var searched = start
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                return line
            }
            searched = buffer.count
            if isAtEnd { return nil }
            if start > 0 {
                buffer.removeFirst(start)
                searched -= start
                start = 0
            }
            var block = [UInt8](repeating: 0, count: 65_536)
            let count = block.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count <= 0 {
                if count < 0 && errno == EINTR { continue }
                isAtEnd = true
            } else {
                buffer.append(contentsOf: block[..<count])
            }
        }
    }
}

extension SubjectReport {
    /// The report as the JSON a worker prints: one line, since JSON escapes newlines in strings.
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
