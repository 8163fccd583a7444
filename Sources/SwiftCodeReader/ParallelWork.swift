import Foundation
import Synchronization

/// Work spread over threads of its own: a thread per core, each taking the next element when it is
/// done with one, so one large element does not leave the others idle. The threads end with the
/// work: each is joined before ``map(_:threads:_:)`` returns, so no pool is left behind and the process
/// again has the one thread it had (which `audit --jobs` needs to copy itself into workers after
/// reading the code; docs/performance.md, "Workers"). The calling thread works too.
enum ParallelWork {
    /// Each helper thread's stack, as large as the main thread's (8 MiB): the walks of a syntax tree
    /// recurse up to ``SwiftFileParser/maximumSyntaxDepth`` deep there as they do on the main thread.
    static let stackSize = 8 * 1024 * 1024

    /// `transform` of every element of `elements`, in their order, on up to `threads` threads.
    static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], threads: Int,
                                                         _ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        let next = Atomic(0)
        let results = Mutex([Result?](repeating: nil, count: elements.count))
        let work = Work {
            while case let position = next.add(1, ordering: .relaxed).oldValue, position < elements.count {
                let result = transform(elements[position])
                results.withLock { $0[position] = result }
            }
        }
        let helpers = (0..<max(0, min(threads, elements.count) - 1)).compactMap { _ in work.startThread() }
        work.run()
        for helper in helpers { pthread_join(helper, nil) }
        return results.withLock { $0.map { $0! } }
    }

    /// The work every thread runs, handed to a new POSIX thread as its argument.
    private final class Work: Sendable {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }

        /// A new thread, with ``stackSize``, running ``run``; nil when none can be started (the
        /// calling thread then does its share).
        func startThread() -> pthread_t? {
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, ParallelWork.stackSize)
            var thread = pthread_t()
            // The thread owns one retain of this object, taken back (and released) when it starts.
            let argument = Unmanaged.passRetained(self).toOpaque()
            guard pthread_create(&thread, &attributes, { argument in
                Unmanaged<Work>.fromOpaque(argument!).takeRetainedValue().run()
                return nil
            }, argument) == 0 else {
                Unmanaged<Work>.fromOpaque(argument).release()
                return nil
            }
            return thread
        }
    }
}
