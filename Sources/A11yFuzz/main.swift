import Foundation

// A11yFuzz: the fuzz target for the storyboard loader, the scene loader and the script parser
// (FuzzTarget). Built with `swift build --sanitize=fuzzer --product A11yFuzz`, libFuzzer's own `main`
// drives `LLVMFuzzerTestOneInput` and this file is compiled as a library, so the declaration at the
// end is never evaluated. Built normally, that declaration is top-level code and replays files or runs
// seeded mutations (FuzzReplay). docs/fuzzing.md says how to run both.

/// libFuzzer's entry point: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated { bytes.withUnsafeBytes(FuzzTarget.run) }
    return 0
}

/// Without libFuzzer: the replay, which exits with its status.
let replayed: Never = exit(MainActor.assumeIsolated { FuzzReplay.run(Array(CommandLine.arguments.dropFirst())) })
