import Foundation

/// A11yFuzz built without libFuzzer: replays files through ``FuzzTarget``, or runs seeded mutations
/// of them for a bounded time (the test suite's short run).
///
/// - `A11yFuzz PATH…` runs every file (folders are searched) once; a crash reproduces.
/// - `A11yFuzz --mutate SECONDS [--seed N] [--last FILE] PATH…` mutates the files, deterministically
///   for a seed, until SECONDS have passed, writing each case to FILE before running it (a crash
///   leaves it there).
@MainActor
enum FuzzReplay {
    static func run(_ arguments: [String]) -> Int32 {
        var paths: [String] = [], seconds: Double?, seed: UInt64 = 0x5EED_F022, last: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--mutate": seconds = rest.popFirst().flatMap(Double.init)
            case "--seed": seed = rest.popFirst().flatMap { UInt64($0) } ?? seed
            case "--last": last = rest.popFirst()
            default: paths.append(argument)
            }
        }
        let files = paths.flatMap(Self.files).sorted()
        guard !files.isEmpty else {
            FileHandle.standardError.write(Data("usage: A11yFuzz [--mutate SECONDS [--seed N] [--last FILE]] FILE|FOLDER…\n".utf8))
            return 2
        }
        let seeds = files.compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
        guard let seconds else {
            for seed in seeds { seed.withUnsafeBytes(FuzzTarget.run) }
            print("replayed \(seeds.count) files")
            return 0
        }
        var random = SeededGenerator(state: seed)
        let clock = ContinuousClock(), deadline = clock.now + .milliseconds(Int(seconds * 1000))
        var cases = 0
        while clock.now < deadline {
            var bytes = Mutation.mutate(seeds[Int(random.next() % UInt64(seeds.count))], &random)
            if random.next() % 3 == 0 { bytes = Mutation.mutate(bytes, &random) }
            if let last { _ = FileManager.default.createFile(atPath: last, contents: Data(bytes)) }
            bytes.withUnsafeBytes(FuzzTarget.run)
            cases += 1
        }
        print("ran \(cases) mutations of \(seeds.count) files")
        return 0
    }

    /// `path` if it is a file, else the files below it, outside hidden folders (a package's `.build`).
    private static func files(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let walker = FileManager.default.enumerator(atPath: path)
        var found: [String] = []
        while let relative = walker?.nextObject() as? String {
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                walker?.skipDescendants()
                continue
            }
            let full = (path as NSString).appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue { found.append(full) }
        }
        return found
    }
}
