import Cassowary
import Foundation
import SceneLoader

/// Measures Auto Layout (docs/layout.md): the solve time of each screen of ../shared/corpus/storyboards
/// on its designed device (median of five runs per screen; the median screen and the worst), and
/// generated screens of about 500, 5,000 and 50,000 constraints shaped like real UI — a scroll view's
/// content of sections, each a container of rows 60 pt high (as table rows are), each row a title and
/// a detail with hugging and compression resistance and a switch, rows stacked one under another —
/// built and solved from nothing, medians of rounds taken in turn. Target (#30): ten times the
/// constraints costs at most fifteen times the time — the time the solving thread spent on a core
/// (`CLOCK_THREAD_CPUTIME_ID`): on a shared machine the wall time of a long run is mostly the time
/// others had the core, which a run short enough to finish in one time slice does not pay. The wall
/// time is printed beside it.
func runLayoutBenchmark() {
    corpusLayout()
    generatedLayout()
}

private func corpusLayout() {
    let corpus = URL(fileURLWithPath: "../shared/corpus/storyboards")
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? [])
        .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    guard !files.isEmpty else {
        print("Layout: corpus skipped — \(corpus.path) is absent (run from the repository root with shared/ beside it)")
        return
    }
    var times: [String: [Double]] = [:]
    for _ in 0..<5 {
        for file in files {
            guard let check = try? LayoutCheck.run(contentsOf: corpus.appendingPathComponent(file)) else { continue }
            for screen in check.screens where screen.constrained > 0 {
                times["\(file) \(screen.controller)", default: []].append(milliseconds(screen.solveTime))
            }
        }
    }
    let medians = times.mapValues(median).sorted { $0.value < $1.value }
    guard let worst = medians.last else { return }
    print("Layout: \(medians.count) corpus screens with constraints, solve time per screen: median "
          + "\(String(format: "%.2f", median(medians.map(\.value)))) ms, worst \(String(format: "%.2f", worst.value)) ms (\(worst.key))")
}

private func generatedLayout() {
    let sizes = [500, 5_000, 50_000]
    var cpu: [[Double]] = Array(repeating: [], count: sizes.count), wall = cpu
    var counts = Array(repeating: 0, count: sizes.count)
    for _ in 0..<7 {
        for (index, size) in sizes.enumerated() {
            let clock = ContinuousClock()
            let start = clock.now, startCPU = threadCPUMilliseconds()
            counts[index] = solveGeneratedScreen(constraints: size)
            cpu[index].append(threadCPUMilliseconds() - startCPU)
            wall[index].append(milliseconds(clock.now - start))
        }
    }
    let medians = cpu.map(median)
    for (index, size) in sizes.enumerated() {
        print("Layout: generated screen of \(counts[index]) constraints (~\(size)): \(String(format: "%.1f", medians[index])) ms on the CPU"
              + (index > 0 ? " (\(String(format: "%.1f", medians[index] / medians[index - 1]))× the one before; target ≤ 15×)" : "")
              + ", \(String(format: "%.1f", median(wall[index]))) ms wall")
    }
}

/// Builds and solves a generated screen of about `target` constraints; returns how many it added.
private func solveGeneratedScreen(constraints target: Int) -> Int {
    let solver = Solver()
    var added = 0
    func add(_ constraint: Constraint, permanent: Bool = true) {
        if (try? solver.add(constraint, permanent: permanent)) != nil { added += 1 }
    }
    struct Frame { let left, top, width, height: Variable }
    func frame(_ name: String) -> Frame {
        Frame(left: Variable("\(name).left"), top: Variable("\(name).top"), width: Variable("\(name).width"), height: Variable("\(name).height"))
    }
    let screen = frame("screen")
    add(Constraint(screen.left, .equal, 0))
    add(Constraint(screen.top, .equal, 0))
    add(Constraint(screen.width, .equal, 390))
    add(Constraint(screen.height, .equal, 844))
    var previousSectionBottom = Expression(screen.top) + 47
    var section = 0
    while added < target {
        let box = frame("section\(section)")
        add(Constraint(box.left, .equal, Expression(screen.left) + 16))
        add(Constraint(Expression(box.left) + box.width, .equal, Expression(screen.left) + screen.width - 16))
        add(Constraint(box.top, .equal, previousSectionBottom + 20))
        var previousRowBottom = Expression(box.top)
        for row in 0..<10 {
            let line = frame("section\(section).row\(row)")
            add(Constraint(line.left, .equal, Expression(box.left)))
            add(Constraint(line.width, .equal, Expression(box.width)))
            add(Constraint(line.top, .equal, previousRowBottom))
            let title = frame("\(section).\(row).title"), detail = frame("\(section).\(row).detail"), toggle = frame("\(section).\(row).switch")
            // The switch: 51×31 at the trailing margin, centred in the row.
            add(Constraint(toggle.width, .equal, 51))
            add(Constraint(toggle.height, .equal, 31))
            add(Constraint(Expression(toggle.left) + toggle.width, .equal, Expression(line.left) + line.width - 16))
            add(Constraint(Expression(toggle.top) + toggle.height * 0.5, .equal, Expression(line.top) + line.height * 0.5))
            // The title and detail: text with hugging and compression resistance, one above the other.
            for (label, width) in [(title, 120.0), (detail, 180.0)] {
                add(Constraint(label.width, .lessThanOrEqual, width, strength: Strength(priority: 250)), permanent: false)
                add(Constraint(label.width, .greaterThanOrEqual, width, strength: Strength(priority: 750)), permanent: false)
                add(Constraint(label.height, .equal, 20.5, strength: Strength(priority: 750)), permanent: false)
                add(Constraint(label.left, .equal, Expression(line.left) + 16))
                add(Constraint(Expression(label.left) + label.width, .lessThanOrEqual, Expression(toggle.left) - 8))
            }
            add(Constraint(line.height, .equal, 60))
            add(Constraint(title.top, .equal, Expression(line.top) + 8))
            add(Constraint(detail.top, .equal, Expression(title.top) + title.height + 2))
            add(Constraint(Expression(detail.top) + detail.height, .lessThanOrEqual, Expression(line.top) + line.height - 8))
            previousRowBottom = Expression(line.top) + line.height
        }
        add(Constraint(Expression(box.top) + box.height, .equal, previousRowBottom))
        previousSectionBottom = Expression(box.top) + box.height
        section += 1
    }
    return added
}

/// The time the calling thread has spent on a core, in milliseconds.
private func threadCPUMilliseconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
}

private func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}
