import A11yAudit
import Foundation
import SwiftCodeReader
import SystemPackage

/// `--jobs N`: the live model is main-actor, so inputs are audited in parallel by N long-lived worker
/// processes of the same executable. Workers read inputs on standard input and answer each with its
/// ``SubjectReport`` as one binary frame (see ``serve(_:)``); reports are merged in input order, so the
/// output does not depend on who finished first.
///
/// Inputs are handed out largest file first, one at a time, to whichever worker is free, so one big
/// storyboard does not leave the others idle at the end. A worker starts once and audits many inputs:
/// starting a process costs more than auditing a small storyboard (see `WorkerLaunch` for how a
/// worker starts, and why the first ones are copies of this process). The calling process audits nothing
/// itself while workers run, so an input that crashes its process fails only that input: the worker
/// is replaced and the others go on. Only when no worker can be started does it audit in-process.
public struct ChildProcessAudit: Sendable {
    /// The executable to run (the running one: `/proc/self/exe`); nil when there is none, and workers
    /// are only copies of this process.
    public var executable: URL?
    /// The arguments that make the executable a worker (``serve(_:)`` on standard input and output).
    public var arguments: [String]
    /// How many worker processes audit at once.
    public var jobs: Int
    /// Whether the first workers are copies of this process (`fork`) that audit with `run(_:local:)`'s
    /// `local`, instead of runs of `executable`. See `WorkerLaunch`: a copy is ready without a process
    /// start (docs/performance.md, "Workers"). Only a process with one thread can be copied safely;
    /// any other starts `executable`, as do the replacements of workers that die.
    public var forksWorkers: Bool

    /// Workers that run `executable` with `arguments`, `jobs` of them at once (at least one); with
    /// `forksWorkers`, the first ones are copies of this process instead.
    public init(executable: URL?, jobs: Int, arguments: [String], forksWorkers: Bool = false) {
        self.executable = executable
        self.jobs = max(1, jobs)
        self.arguments = arguments
        self.forksWorkers = forksWorkers
    }

    /// The running executable, for children of the same program.
    public static var currentExecutable: URL {
        let link = "/proc/self/exe"
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: link) {
            return URL(fileURLWithPath: resolved)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// One report per input, in input order. `code` gives the Swift code the inputs are read with:
    /// it is read here, once, before any worker starts. A copy of this process holds it as read; a
    /// worker started from the executable is sent it (`WorkerPrelude`). `audit`, given that code,
    /// audits an input: in a worker, or in this process for the inputs no worker could take because
    /// none could be started.
    ///
    /// The program must ignore `SIGPIPE` before calling this (a11ysim's `audit` does): a worker that
    /// dies closes its pipe, and writing to it would otherwise end the program.
    @MainActor
    public func run(_ inputs: [AuditInput], code: () -> [AppCode] = { [] },
                    audit: ([AppCode]) -> (AuditInput) -> SubjectReport) -> [SubjectReport] {
        let queue = WorkQueue(inputs: inputs)
        let workers = DispatchGroup()
        // Reading the code ends the threads it starts (`ParallelWork` joins them), so this process
        // has one thread again when it is copied: each copy holds the code and is sent none of it,
        // which spared coding it once and decoding it in every worker (docs/performance.md, "Workers").
        let code = code()
        let local = audit(code)
        let copies = (0..<min(jobs, inputs.count)).map { _ in
            forksWorkers ? WorkerProcess(forking: { Self.serveAsCopy(local) }) : nil
        }
        let prelude = WorkerPrelude.Frame(code: code)
        for copy in copies {
            workers.enter()
            // The thread is the only owner of the worker from here on.
            nonisolated(unsafe) let first = copy
            Thread { [executable, arguments] in
                WorkerProcess.drive(first: first, executable: executable, arguments: arguments, prelude: prelude, queue: queue)
                workers.leave()
            }.start()
        }
        workers.wait()
        while let index = queue.next() {
            queue.finish(index, with: local(inputs[index]))
        }
        return queue.reports()
    }

    /// The side of a worker started from the executable: takes the `WorkerPrelude` that comes first
    /// on standard input, then serves the inputs that follow with the prelude's code.
    /// Bytes that are not the frame expected are answered with a report saying so, and end the
    /// worker: after them the next frame cannot be found.
    @MainActor
    public static func serve(_ audit: ([AppCode]) -> (AuditInput) -> SubjectReport) {
        var reader = StreamReader(fileDescriptor: .standardInput)
        guard let first = nextPayload(&reader) else { return }
        guard let prelude = first.flatMap(WorkerPrelude.init(payload:)) else { return refuse("the code it is sent first") }
        serve(audit(prelude.code), reader: &reader)
    }

    /// The side of a worker that is a copy of the coordinator, which holds the code already: audits
    /// each input read from standard input with `audit`.
    @MainActor
    static func serveAsCopy(_ audit: (AuditInput) -> SubjectReport) {
        var reader = StreamReader(fileDescriptor: .standardInput)
        serve(audit, reader: &reader)
    }

    /// Audits each input read from `reader` (one ``AuditInput`` a frame, `ReportWire`) and writes its
    /// report as one frame, until standard input ends.
    @MainActor
    private static func serve(_ audit: (AuditInput) -> SubjectReport, reader: inout StreamReader) {
        while let payload = nextPayload(&reader) {
            guard let input = payload.flatMap({ try? ReportWire.value(AuditInput.self, from: $0) }) else { return refuse("an input") }
            // A coordinator that stopped reading has gone: nothing is left to answer.
            guard (try? FileDescriptor.standardOutput.writeAll(audit(input).workerFrame())) != nil else { return }
        }
    }

    /// The next frame's payload on standard input: nil at its end, `.some(nil)` for bytes that are
    /// not a whole frame.
    private static func nextPayload(_ reader: inout StreamReader) -> [UInt8]?? {
        guard let header = reader.bytes(ReportWire.headerSize) else { return nil }
        guard let count = ReportWire.payloadCount(header: header) else { return .some(nil) }
        return .some(reader.bytes(count))
    }

    /// Answers bytes that are not `expected` with a report saying so.
    private static func refuse(_ expected: String) {
        _ = try? FileDescriptor.standardOutput.writeAll(
            SubjectReport(name: "input", path: "input", error: "the worker read something other than \(expected)").workerFrame())
    }
}

extension SubjectReport {
    /// The report as a worker writes it to the coordinator: one `ReportWire` frame.
    public func workerFrame() -> [UInt8] {
        ReportWire.frame(self)
    }
}
