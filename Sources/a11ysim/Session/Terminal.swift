#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// The controlling terminal in raw mode with the alternate screen, restored on every way out.
///
/// The only file of the tool that touches termios. Restoration happens in ``restore()``, which the
/// session calls on quit and on errors; ^C arrives as a key in raw mode (ISIG is off), and SIGTERM/SIGHUP
/// restore through ``installSignalHandlers()``.
final class Terminal {
    private var original = termios()
    private var isRaw = false

    /// Set by SIGWINCH; the session redraws when it sees it.
    static let resized = Atomic<Bool>(false)

    /// The saved terminal state for the signal handlers, which cannot capture context.
    /// Safe because it is written once, before the handlers are installed, and only read afterwards.
    nonisolated(unsafe) private static var savedForSignals = termios()

    /// Enters raw mode and the alternate screen, hiding the cursor.
    func enterRawMode() throws {
        guard tcgetattr(STDIN_FILENO, &original) == 0 else {
            throw CLIError.input("cannot read the terminal's settings (is standard input a terminal?)")
        }
        Terminal.savedForSignals = original
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            throw CLIError.input("cannot switch the terminal to raw mode")
        }
        isRaw = true
        write("\u{1B}[?1049h\u{1B}[?25l")
        Terminal.installSignalHandlers()
    }

    /// Leaves the alternate screen and restores the terminal's settings; safe to call twice.
    func restore() {
        guard isRaw else { return }
        write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        isRaw = false
    }

    /// The terminal's size in character cells (80×24 when it cannot be read).
    var size: (columns: Int, rows: Int) {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        return (80, 24)
    }

    /// Writes `text` to the terminal at once.
    func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written <= 0 { break }
            offset += written
        }
    }

    /// Waits up to `milliseconds` for input; returns the bytes read (empty on timeout).
    func read(timeout milliseconds: Int32) -> [UInt8] {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, 64) }
        return count > 0 ? Array(buffer[0..<count]) : [0x04]
    }

    private static func installSignalHandlers() {
        signal(SIGWINCH) { _ in Terminal.resized.store(true, ordering: .relaxed) }
        for name in [SIGTERM, SIGHUP] {
            signal(name) { number in
                let reset = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
                _ = reset.withCString { Glibc.write(STDOUT_FILENO, $0, strlen($0)) }
                _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &Terminal.savedForSignals)
                _exit(128 + number)
            }
        }
    }
}
