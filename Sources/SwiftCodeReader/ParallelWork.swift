import Foundation
import Synchronization

/// Work spread over threads of its own: a thread per core, each taking the next element when it is
/// done with one, so one large element does not leave the others idle. The threads end with the
/// work (no pool is left behind), and the calling thread works too.
enum ParallelWork {
    /// Each helper thread's stack, as large as the main thread's (8 MiB): the walks of a syntax tree
    /// recurse up to ``SwiftFileParser/maximumSyntaxDepth`` deep there as they do on the main thread.
    static let stackSize = 8 * 1024 * 1024

    /// `transform` of every element of `elements`, in their order, on up to `threads` threads.
    static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], threads: Int,
                                                         _ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        let next = Atomic(0)
        let results = Mutex([Result?](repeating: nil, count: elements.count))
        let work: @Sendable () -> Void = {
            while case let position = next.add(1, ordering: .relaxed).oldValue, position < elements.count {
                let result = transform(elements[position])
                results.withLock { $0[position] = result }
            }
        }
        let helpers = max(0, min(threads, elements.count) - 1)
        let finished = NSCondition()
        // Guarded by `finished`: how many helper threads have not yet finished.
        nonisolated(unsafe) var running = helpers
        for _ in 0..<helpers {
            let thread = Thread {
                work()
                finished.lock()
                running -= 1
                finished.signal()
                finished.unlock()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        work()
        finished.lock()
        while running > 0 { finished.wait() }
        finished.unlock()
        return results.withLock { $0.map { $0! } }
    }
}
