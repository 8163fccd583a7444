import A11yAudit
import Foundation
import SwiftCodeReader
import Synchronization

/// What a worker started from the executable is sent before its first input: the Swift code the
/// coordinator read for the inputs (docs/code.md), so that no worker reads a folder's code again.
/// Reading code is the largest cost of auditing an app folder; the coordinator reads it once, on every
/// core. The workers that are copies of the coordinator, made after it read the code, hold it already
/// and are sent none; only a worker started in their place (one that replaces a worker that died, or
/// any worker of a process that cannot be copied) takes a prelude.
///
/// The payload is JSON, not ``WireEncoder``'s form: that form codes structs by position, without
/// keys, and the code's facts hold dictionaries and enums with associated values, which need them.
/// It crosses once per worker that takes it.
struct WorkerPrelude: Codable {
    /// The code of each folder that holds an input, as ``CodeReading/read(folder:)`` gave it: the
    /// worker audits with it (`ChildProcessAudit.serve(_:)`).
    var code: [AppCode] = []

    /// The prelude as a ``ReportWire`` frame. Should the code not encode, the frame carries none:
    /// each worker then reads its folders' code itself, slower but with the same result.
    func frame() -> [UInt8] {
        let payload = (try? JSONEncoder().encode(self)) ?? (try? JSONEncoder().encode(WorkerPrelude(code: []))) ?? Data()
        return ReportWire.frame(payload: [UInt8](payload))
    }

    /// The prelude a frame's payload holds, or nil when it holds none.
    init?(payload: [UInt8]) {
        guard let prelude = try? JSONDecoder().decode(Self.self, from: Data(payload)) else { return nil }
        self = prelude
    }

    init(code: [AppCode]) {
        self.code = code
    }

    /// The prelude of `code` as a frame, coded when a worker first needs it (``bytes``) and then kept
    /// for the others: when every worker is a copy, it is never coded. Shared by the threads that
    /// drive the workers.
    final class Frame: Sendable {
        private let code: [AppCode]
        private let coded = Mutex<[UInt8]?>(nil)

        init(code: [AppCode]) {
            self.code = code
        }

        var bytes: [UInt8] {
            coded.withLock { coded in
                if let coded { return coded }
                let frame = WorkerPrelude(code: code).frame()
                coded = frame
                return frame
            }
        }
    }
}
