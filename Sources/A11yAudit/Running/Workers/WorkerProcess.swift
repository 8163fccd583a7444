import Foundation

/// One worker process (`audit --worker`), driven from a thread of its own: sends an input, reads its
/// report, repeats.
final class WorkerProcess {
    private let process = Process()
    private let toWorker = Pipe()
    private let fromWorker = Pipe()
    private let errors: URL
    private var reader: StreamReader
    /// Set when the worker's output held something other than a report frame.
    private var wroteSomethingElse = false

    /// Starts a worker; nil when the executable cannot be started.
    init?(executable: URL, arguments: [String]) {
        errors = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-worker-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        reader = StreamReader(fileDescriptor: fromWorker.fileHandleForReading.fileDescriptor)
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
    ///
    /// The worker gets its next input as soon as a report arrives, before the report is decoded, so it
    /// audits while this thread decodes instead of waiting for it.
    static func drive(executable: URL, arguments: [String], queue: WorkQueue) {
        var worker: WorkerProcess?
        var auditing: Int?  // the input the worker has been sent and not yet answered
        while true {
            if auditing == nil {
                guard let index = queue.next() else { break }
                if worker == nil { worker = WorkerProcess(executable: executable, arguments: arguments) }
                guard let current = worker else { return queue.giveBack(index) }
                guard current.send(queue.inputs[index]) else {
                    queue.finish(index, with: failed(queue.inputs[index], because: current.failure()))
                    worker = nil
                    continue
                }
                auditing = index
            }
            guard let current = worker, let index = auditing else { break }
            auditing = nil
            guard let payload = current.nextReport() else {
                queue.finish(index, with: failed(queue.inputs[index], because: current.failure()))
                worker = nil
                continue
            }
            if let next = queue.next() {
                if current.send(queue.inputs[next]) {
                    auditing = next
                } else {
                    queue.giveBack(next)
                    worker = nil
                }
            }
            let report = try? ReportWire.report(from: payload)
            queue.finish(index, with: report ?? failed(queue.inputs[index], because: "the audit process wrote a report that cannot be read"))
        }
        worker?.finish()
    }

    /// The report of an input whose worker failed.
    private static func failed(_ input: AuditInput, because reason: String) -> SubjectReport {
        SubjectReport(name: input.path, path: input.path, error: reason)
    }

    /// The payload of the worker's next report frame (``ReportWire``); nil when it died, or wrote
    /// something other than a frame (then ``failure()`` says so).
    private func nextReport() -> [UInt8]? {
        guard let header = reader.bytes(ReportWire.headerSize) else { return nil }
        guard let count = ReportWire.payloadCount(header: header) else {
            wroteSomethingElse = true
            return nil
        }
        return reader.bytes(count)
    }

    /// Sends `input` to the worker; false when it can no longer read.
    private func send(_ input: AuditInput) -> Bool {
        var request = (try? JSONEncoder().encode(input)) ?? Data()
        request.append(UInt8(ascii: "\n"))
        return (try? toWorker.fileHandleForWriting.write(contentsOf: request)) != nil
    }

    /// Ends standard input, which ends the worker. Its exit is not waited for: every answer is in, and
    /// the worker's own teardown would otherwise delay the report by a few milliseconds.
    private func finish() {
        try? toWorker.fileHandleForWriting.close()
    }

    /// Why the worker stopped answering: the end of what it wrote to standard error, else its status.
    private func failure() -> String {
        // SIGKILL, not `terminate()`'s SIGTERM: a worker inherits its starting thread's signal mask,
        // and a host that blocks SIGTERM (a test runner's threads do) would leave it running and this
        // waiting for it forever.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        waitForExit()
        let message = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let reason = message.isEmpty ? "the audit process exited with status \(process.terminationStatus)" : String(message.suffix(2_000))
        return wroteSomethingElse ? "the audit process wrote something other than a report on its output (\(reason))" : reason
    }

    /// `waitUntilExit()` looks only every 50 ms on Linux; this looks every half millisecond.
    private func waitForExit() {
        while process.isRunning { usleep(500) }
    }
}
