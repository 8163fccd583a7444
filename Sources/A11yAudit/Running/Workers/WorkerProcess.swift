import Foundation

/// One worker process (`audit --worker`), driven from a thread of its own: sends an input, reads its
/// report, repeats.
final class WorkerProcess {
    private let process = Process()
    private let toWorker = Pipe()
    private let fromWorker = Pipe()
    private let errors: URL
    private var reader: LineReader

    /// Starts a worker; nil when the executable cannot be started.
    init?(executable: URL, arguments: [String]) {
        errors = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-worker-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        reader = LineReader(fileDescriptor: fromWorker.fileHandleForReading.fileDescriptor)
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = toWorker
        process.standardOutput = fromWorker
        process.standardError = try? FileHandle(forWritingTo: errors)
        do {
            try process.run()
        } catch {
            try? FileManager.default.removeItem(at: errors)
            return nil
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: errors)
    }

    /// Audits the queue's inputs on workers started one after another, until the queue is empty: a
    /// worker that dies fails the input it held and is replaced. When no worker can be started, the
    /// input taken goes back to the queue for the calling process.
    static func drive(executable: URL, arguments: [String], queue: WorkQueue) {
        var worker: WorkerProcess?
        while let index = queue.next() {
            if worker == nil { worker = WorkerProcess(executable: executable, arguments: arguments) }
            guard let current = worker else { return queue.giveBack(index) }
            let input = queue.inputs[index]
            if let report = current.audit(input) {
                queue.finish(index, with: report)
            } else {
                queue.finish(index, with: SubjectReport(name: input.path, path: input.path, error: current.failure()))
                worker = nil
            }
        }
        worker?.finish()
    }

    /// The worker's report on `input`; nil when it died instead of answering.
    private func audit(_ input: AuditInput) -> SubjectReport? {
        var request = (try? JSONEncoder().encode(input)) ?? Data()
        request.append(UInt8(ascii: "\n"))
        guard (try? toWorker.fileHandleForWriting.write(contentsOf: request)) != nil,
              let line = reader.next() else { return nil }
        return try? SubjectReport.decode(Data(line))
    }

    /// Ends standard input, which ends the worker, and waits for it.
    private func finish() {
        try? toWorker.fileHandleForWriting.close()
        waitForExit()
    }

    /// Why the worker stopped answering: the end of what it wrote to standard error, else its status.
    private func failure() -> String {
        process.terminate()
        waitForExit()
        let message = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if !message.isEmpty { return String(message.suffix(2_000)) }
        return "the audit process exited with status \(process.terminationStatus)"
    }

    /// `waitUntilExit()` looks only every 50 ms on Linux; this looks every half millisecond.
    private func waitForExit() {
        while process.isRunning { usleep(500) }
    }
}
