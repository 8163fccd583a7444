import A11yAudit
import Foundation
import SystemPackage

/// One worker process (`audit --worker`), driven from a thread of its own: sends an input, reads its
/// report, repeats.
final class WorkerProcess {
    private let pid: pid_t
    private let toWorker: FileDescriptor
    private var reader: StreamReader
    /// The worker's standard error: a file with no name left (``makeErrorFile()``).
    private let errors: FileDescriptor
    /// Whether the worker's standard input is still open (``finish()`` closes it).
    private var inputIsOpen = true
    /// Set once something waits for the worker's exit, so that only one thing does.
    private var isWaitedFor = false
    /// Set when the worker's output held something other than a report frame.
    private var wroteSomethingElse = false
    /// Whether the worker has its code: a copy of the coordinator holds it; a worker started from the
    /// executable is sent the ``WorkerPrelude`` before its first input.
    private var hasCode = false

    /// Starts `executable` with `arguments` as a worker; nil when it cannot be started.
    convenience init?(executable: URL, arguments: [String]) {
        self.init { errors in WorkerLaunch.spawn(executable: executable.path, arguments: arguments, errors: errors) }
    }

    /// Forks this process into a worker that runs `serve`; nil when it cannot (see ``WorkerLaunch``).
    convenience init?(forking serve: () -> Void) {
        self.init { errors in WorkerLaunch.fork(errors: errors, serve: serve) }
        hasCode = true
    }

    /// A worker started by `launch`, whose standard error goes to a new temporary file.
    private init?(launch: (_ errors: FileDescriptor) -> WorkerLaunch.Started?) {
        guard let errorFile = Self.makeErrorFile() else { return nil }
        guard let started = launch(errorFile) else {
            try? errorFile.close()
            return nil
        }
        errors = errorFile
        pid = started.pid
        toWorker = started.toWorker
        reader = StreamReader(fileDescriptor: started.fromWorker)
    }

    deinit {
        finish()
        try? reader.fileDescriptor.close()
        try? errors.close()
    }

    /// A new file in the temporary directory (`TMPDIR`, else `/tmp`) for a worker's standard error,
    /// open for reading and writing and already unlinked, so that nothing is left behind however the
    /// audit ends; nil when none can be made.
    ///
    /// Named from the process id and a random number rather than through `FileManager` and `UUID`,
    /// whose first use cost half a millisecond before each worker started.
    private static func makeErrorFile() -> FileDescriptor? {
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        for _ in 0..<16 {
            let path = "\(directory)/a11ysim-worker-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).err"
            do {
                let descriptor = try FileDescriptor.open(FilePath(path), .readWrite, options: [.create, .exclusiveCreate, .closeOnExec],
                                                         permissions: [.ownerReadWrite])
                unlink(path)
                return descriptor
            } catch Errno.fileExists {
                continue
            } catch {
                return nil
            }
        }
        return nil
    }

    /// Audits the queue's inputs on `first`, then on workers started one after another, until the
    /// queue is empty: a worker that dies fails the input it held and is replaced by one that runs
    /// `executable`. When no worker can be started (or there is no executable), the input taken goes
    /// back to the queue for the calling process. Each worker started from the executable is sent
    /// `prelude` before its first input.
    ///
    /// The worker gets its next input as soon as a report arrives, before the report is decoded, so it
    /// audits while this thread decodes instead of waiting for it.
    static func drive(first: WorkerProcess?, executable: URL?, arguments: [String], prelude: WorkerPrelude.Frame, queue: WorkQueue) {
        var worker = first
        var auditing: Int?  // the input the worker has been sent and not yet answered
        while true {
            if auditing == nil {
                guard let index = queue.next() else { break }
                if worker == nil, let executable { worker = WorkerProcess(executable: executable, arguments: arguments) }
                guard let current = worker else { return queue.giveBack(index) }
                guard current.sendPreludeOnce(prelude), current.send(queue.inputs[index]) else {
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

    /// Sends `prelude` if this worker does not have its code yet; false when the worker cannot be written to.
    private func sendPreludeOnce(_ prelude: WorkerPrelude.Frame) -> Bool {
        guard !hasCode else { return true }
        hasCode = true
        return (try? toWorker.writeAll(prelude.bytes)) != nil
    }

    /// Sends `input` to the worker; false when it can no longer read.
    private func send(_ input: AuditInput) -> Bool {
        (try? toWorker.writeAll(ReportWire.frame(input))) != nil
    }

    /// Ends standard input, which ends the worker. Its exit is waited for on a thread of its own: every
    /// answer is in, and the worker's teardown would otherwise delay the report by a few milliseconds.
    private func finish() {
        if inputIsOpen { try? toWorker.close() }
        inputIsOpen = false
        guard !isWaitedFor else { return }
        isWaitedFor = true
        Thread { [pid] in _ = Self.waitForExit(of: pid) }.start()
    }

    /// Why the worker stopped answering: the end of what it wrote to standard error, else its status.
    private func failure() -> String {
        // SIGKILL, not SIGTERM: a worker that ignores SIGTERM would leave this waiting for it forever.
        kill(pid, SIGKILL)
        isWaitedFor = true
        let status = Self.waitForExit(of: pid)
        let message = String(decoding: Self.tail(of: errors), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let reason = message.isEmpty ? "the audit process \(Self.describe(status))" : String(message.suffix(2_000))
        return wroteSomethingElse ? "the audit process wrote something other than a report on its output (\(reason))" : reason
    }

    /// The last 64 KiB of the file open as `descriptor`, read from its start whatever the offset the
    /// worker's writes left.
    private static func tail(of descriptor: FileDescriptor) -> [UInt8] {
        guard let size = try? descriptor.stat().size else { return [] }
        let start = max(0, size - 65_536)
        var bytes = [UInt8](repeating: 0, count: Int(size - start))
        let filled = (try? bytes.withUnsafeMutableBytes { try descriptor.readFully(into: $0, fromAbsoluteOffset: start) }) ?? 0
        return Array(bytes.prefix(filled))
    }

    /// Waits for process `pid` to end; its wait status. (swift-system has no `waitpid`: this is the
    /// one call the audit retries itself when a signal interrupts it.)
    private static func waitForExit(of pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && Errno(rawValue: errno) == .interrupted {}
        return status
    }

    /// "exited with status N" or "was stopped by signal N", from a wait status.
    private static func describe(_ status: Int32) -> String {
        let signal = status & 0x7F
        return signal == 0 ? "exited with status \((status >> 8) & 0xFF)" : "was stopped by signal \(signal)"
    }
}
