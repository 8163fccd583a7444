import A11yAudit
import Foundation
import Synchronization

/// The inputs still to audit and the reports so far, shared by the threads that drive the workers and
/// the main thread. Every field is behind the one lock.
final class WorkQueue: Sendable {
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

    /// Puts back an input taken but not audited, to be taken next.
    func giveBack(_ index: Int) {
        state.withLock { $0.order.append(index) }
    }

    func finish(_ index: Int, with report: SubjectReport) {
        state.withLock { $0.reports[index] = report }
    }

    func reports() -> [SubjectReport] {
        state.withLock { state in
            state.reports.enumerated().map { index, report in
                report ?? SubjectReport(name: inputs[index].path, path: inputs[index].path, error: "not audited")
            }
        }
    }

    /// Bytes on disk; a folder counts as the largest, since it holds several storyboards. (`stat`, not
    /// `FileManager.attributesOfItem`, which also looks up the owner's name for every file.)
    private static func size(of input: AuditInput) -> Int {
        var info = stat()
        guard stat(input.path, &info) == 0 else { return 0 }
        if info.st_mode & S_IFMT == S_IFDIR { return .max }
        return Int(info.st_size)
    }
}
