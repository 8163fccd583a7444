import Foundation

/// Makes a crash of the command say so on standard error instead of ending with status 139 and
/// nothing printed, as it did where the Swift runtime's backtracer is absent (the static release
/// binary). Where the backtracer is on it has handled these signals already and prints more; it is
/// left alone.
///
/// Installed once, by the executable's `main` (a process-wide change, which no library makes). The
/// handler runs on a stack of its own, so a stack overflow on the main thread is reported too.
enum CrashNotice {
    /// The signals a crash raises.
    static let signals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    static func install() {
        let stackSize = 64 * 1024
        guard let memory = malloc(stackSize) else { return }
        var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: stackSize)
        // The memory stays the alternate stack for the life of the process.
        guard sigaltstack(&stack, nil) == 0 else { return free(memory) }
        for signal in signals {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                // Only async-signal-safe calls here: write(2) of a constant, then the default action.
                let message: StaticString = "\na11ysim: crashed: this is a bug in a11ysim, not in your files; please report it with the input that caused it\n"
                _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
                raise(signal)
            }
            action.sa_flags = Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(signal, &action, nil)
        }
    }
}
