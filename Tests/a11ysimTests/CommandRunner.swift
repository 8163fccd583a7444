import Foundation

/// Runs the built `a11ysim` executable and captures what it prints.
struct CommandRunner {
    /// What one run printed and how it ended.
    struct Output {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// The package's root folder (for examples/ and ../shared).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built executable, beside the test bundle in the build products folder.
    static let executable = product("a11ysim")

    /// The built executable called `name`, beside the test bundle in the build products folder.
    static func product(_ name: String) -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/\(name)")
    }

    /// Runs `a11ysim arguments…` (or another `executable`) in `folder`, by default the package root,
    /// with `input` on standard input.
    /// `environment` overrides variables of this process's environment.
    static func run(_ arguments: [String], executable: URL = executable, in folder: URL = packageRoot, input: String? = nil,
                    environment overrides: [String: String] = [:], timeout: TimeInterval = 60) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(overrides) { _, override in override }
        process.environment = environment
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return Output(stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
                      status: process.terminationStatus)
    }
}
