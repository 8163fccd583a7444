import A11yAudit
import Foundation
import SystemPackage
import Synchronization

/// How a worker process starts: a copy of this process made with `fork`, or a program started with
/// `posix_spawn`. Either way the worker reads inputs on its standard input, writes report frames on
/// its standard output and its messages to `errors`.
///
/// A forked worker shares what this process already set up and is ready without a process start,
/// which `--jobs` would otherwise pay before the first input is audited (docs/performance.md,
/// "Workers"). `fork` without `exec` is only
/// safe while the process has one thread: a lock another thread held at the fork would stay locked
/// forever in the copy. So ``fork(errors:serve:)`` refuses unless this process has one thread, and the
/// caller starts the executable instead.
enum WorkerLaunch {
    /// A started worker: its process id and this side's ends of its standard input and output.
    struct Started {
        var pid: pid_t
        var toWorker: FileDescriptor
        var fromWorker: FileDescriptor
    }

    /// Starts `executable` with `arguments`; nil when it cannot be started.
    ///
    /// The worker gets an empty signal mask: it would otherwise inherit the calling thread's, and a
    /// host that blocks signals on its threads (a test runner does) would leave it deaf to them.
    static func spawn(executable: String, arguments: [String], errors: FileDescriptor) -> Started? {
        spawning.withLock { _ in spawnLocked(executable: executable, arguments: arguments, errors: errors) }
    }

    private static func spawnLocked(executable: String, arguments: [String], errors: FileDescriptor) -> Started? {
        guard let pipes = Pipes() else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipes.input.read.rawValue, STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, pipes.output.write.rawValue, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errors.rawValue, STDERR_FILENO)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        return pipes.handOver(started: status == 0 ? pid : nil)
    }

    /// Forks a worker that runs `serve` with its standard streams on the new pipes and `errors`, then
    /// exits; nil when this process has more than one thread, or the fork fails.
    ///
    /// `serve` runs in the copy only. The copy closes every other descriptor it inherited, so a pipe
    /// to an earlier worker is held open by nobody but this process.
    static func fork(errors: FileDescriptor, serve: () -> Void) -> Started? {
        guard hasOneThread, let pipes = Pipes() else { return nil }
        fflush(nil)  // what this process buffered must not be written twice
        let pid = Glibc.fork()
        if pid == 0 {
            _ = try? pipes.input.read.duplicate(as: .standardInput)
            _ = try? pipes.output.write.duplicate(as: .standardOutput)
            _ = try? errors.duplicate(as: .standardError)
            closeDescriptors(from: 3)
            serve()
            _exit(0)  // not `exit`: the handlers and buffers are this process's, not the copy's
        }
        return pipes.handOver(started: pid > 0 ? pid : nil)
    }

    /// Whether this process runs one thread (`/proc/self/task` lists one per thread).
    static var hasOneThread: Bool {
        guard let directory = opendir("/proc/self/task") else { return false }
        defer { closedir(directory) }
        var threads = 0
        while let entry = readdir(directory) {
            if entry.pointee.d_name.0 != UInt8(ascii: ".") { threads += 1 }
        }
        return threads == 1
    }

    /// Closes every open descriptor from `lowest` up (the ones `/proc/self/fd` lists).
    private static func closeDescriptors(from lowest: Int32) {
        guard let directory = opendir("/proc/self/fd") else { return }
        let own = dirfd(directory)
        var open: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let descriptor = Int32(name), descriptor >= lowest, descriptor != own { open.append(descriptor) }
        }
        closedir(directory)
        open.forEach { try? FileDescriptor(rawValue: $0).close() }
    }

    /// Held while a pipe is made and marked close-on-exec, and while a worker is spawned: a worker
    /// spawned in between would inherit the new pipe, and hold it open after its owner died. (Glibc's
    /// `pipe2`, which does both at once, is not visible to Swift.)
    private static let spawning = Mutex(())

    /// The two pipes of a worker, close-on-exec so no other child inherits them.
    private struct Pipes {
        var input: (read: FileDescriptor, write: FileDescriptor)
        var output: (read: FileDescriptor, write: FileDescriptor)

        init?() {
            guard let input = try? FileDescriptor.pipe() else { return nil }
            guard let output = try? FileDescriptor.pipe() else {
                try? input.readEnd.close()
                try? input.writeEnd.close()
                return nil
            }
            for descriptor in [input.readEnd, input.writeEnd, output.readEnd, output.writeEnd] {
                _ = fcntl(descriptor.rawValue, F_SETFD, FD_CLOEXEC)
            }
            self.input = (input.readEnd, input.writeEnd)
            self.output = (output.readEnd, output.writeEnd)
        }

        /// Closes the worker's ends; returns this side's, or closes them too when nothing started.
        func handOver(started pid: pid_t?) -> Started? {
            try? input.read.close()
            try? output.write.close()
            guard let pid else {
                try? input.write.close()
                try? output.read.close()
                return nil
            }
            return Started(pid: pid, toWorker: input.write, fromWorker: output.read)
        }
    }
}
