import AccessibilityTree
import SwiftInterpreter

/// Cells of a class registered in code (docs/code.md, "Cells of a class made in code"):
/// `tableView.register(MessageCell.self, forCellReuseIdentifier: "message")` makes each row the data
/// source dequeues for "message" a cell of that class, with the views its initializer built in the
/// run that made the row (Interpreter+CodeCells) and what the data source then set on them. A class
/// of UIKit's own (`UITableViewCell.self`) makes a plain cell, whose `textLabel` the data source sets.
extension CodeApplier {
    /// An empty prototype for each cell class `fill`'s registrations name.
    func classPrototypes<Cell: PrototypeCell>(_ fill: CodeTableFill, context: Context, of _: Cell.Type) -> [Cell] {
        fill.registrations.compactMap { registration in
            guard registration.nib == nil, let cellClass = registration.cellClass else { return nil }
            let at = registration.location
            return Cell(madeInCode: "\(context.controllerID)/\(cellClass)[\(registration.reuseIdentifier)]", registration,
                        mark: SourceMark(SourceLocation(file: at.file, line: at.line, column: at.column)))
        }
    }

    /// Builds into `cell` the views the run that made its row placed in the cell made in code
    /// `made` (`contentView.addSubview(senderLabel)`), and sets what the run set on the cell and
    /// on them. Explained once per statement that dequeues such a cell; facts about another row's
    /// cell are not this one's and are passed over.
    func buildMadeCell<Cell: PrototypeCell>(_ cell: inout Cell, _ made: CodeView, steps: [CodeStep], context: inout Context) {
        guard let rootID = cell.id else { return }
        var root = ViewSpec(kind: .view, id: rootID, mark: cell.mark)
        root.subviews = cell.subviews
        var scratch = context
        let own = buildMadeView(&root, made, steps: steps, scratch: &scratch, place: "each row's \(made.className)", inside: ("a cell", "the cell's", true))
        for (step, property) in own {
            if case .traits(let names, _) = property, names.contains("adjustable") {
                scratch.notApplied(step, "the adjustable trait of a cell is left out: its accessibilityIncrement/Decrement overrides are not simulated for cells")
            } else if cell.set(property, applier: self, from: step.location) {
                scratch.applied(step, "sets \(property.name) of each row's \(made.className)")
            } else {
                scratch.notApplied(step, "\(property.name) does not apply to a cell")
            }
        }
        cell.subviews = root.subviews
        // The cell's own constraints and guides (its contentView's anchors), for its views' layout.
        cell.codeLayout = root.layout
        if context.explainedSteps.insert(made.location).inserted {
            context.understood += scratch.understood
            context.notApplied += scratch.notApplied
        }
    }

    /// Builds into `root`, standing for the view made in code `made` (a cell, a section's header),
    /// the views `steps` place in it and sets what they set on them, explained in `scratch` (emptied
    /// first) as views of `place`; `inside` names it for constraints (`a cell`, `the cell's`) and says
    /// whether the layout engine solves the constraints inside it. The facts about `made` itself come
    /// back, for the caller to set.
    func buildMadeView(_ root: inout ViewSpec, _ made: CodeView, steps: [CodeStep], scratch: inout Context, place: String,
                       inside: (name: String, owner: String, solves: Bool)) -> [(CodeStep, CodeProperty)] {
        guard let rootID = root.id else { return [] }
        scratch.understood = []
        scratch.notApplied = []
        scratch.selfID = rootID
        // Only this view's views: another made by the same run places its own.
        scratch.codeViewIDs = [:]
        let placing = scratch
        placeCodeViews(steps, context: &scratch, resolve: { $0 == .created(made.id) ? rootID : placing.viewID($0, root: nil) },
                       roots: [made.id], mutate: { body in root.mutateViews(body) })
        var own: [(CodeStep, CodeProperty)] = []
        for step in steps {
            guard case .set(.created(let id), let property) = step.action else { continue }
            if id == made.id {
                own.append((step, property))
            } else if let viewID = scratch.codeViewIDs[id] {
                if set(property, of: viewID, in: &root.subviews, from: step.location) {
                    scratch.applied(step, "sets \(property.name) of view #\(id) made in code, in \(place)")
                } else {
                    scratch.notApplied(step, "\(property.name) does not apply to view #\(id) made in code, in \(place)")
                }
            }
        }
        constrainMadeView(&root, made, steps: steps, scratch: &scratch, inside: inside)
        return own
    }

    /// The constraints `steps` make inside `root` (standing for `made`), on its views, for the
    /// layout engine to place them (CodeLayout+Cells), when every view made in code inside it is
    /// placed by constraints (does not translate its autoresizing mask); otherwise, and inside a
    /// section's header or footer view, they are said not solved and its views stand where the
    /// automatic layout estimates them.
    private func constrainMadeView(_ root: inout ViewSpec, _ made: CodeView, steps: [CodeStep], scratch: inout Context,
                                   inside: (name: String, owner: String, solves: Bool)) {
        guard let rootID = root.id, steps.contains(where: { if case .constrain = $0.action { true } else { false } }) else { return }
        var allConstrained = inside.solves
        root.forEachView { view in
            if view.id != rootID, view.frame == nil, view.layout.translatesAutoresizingMask { allConstrained = false }
        }
        guard allConstrained else {
            var constraints: Set<CodeLocation> = []
            for step in steps {
                if case .constrain = step.action, constraints.insert(step.location).inserted {
                    scratch.notApplied(step, "constraints inside \(inside.name) are not solved yet; \(inside.owner) views stand where the automatic layout estimates them")
                }
            }
            return
        }
        let placing = scratch
        applyCodeConstraints(steps, context: &scratch, resolve: { $0 == .created(made.id) ? rootID : placing.viewID($0, root: nil) },
                             mutate: { body in root.mutateViews(body) })
    }
}

extension PrototypeCell {
    /// An empty cell of a class registered in code (UIKit's own class: no class name).
    init(madeInCode id: String, _ registration: CodeCellRegistration, mark: SourceMark) {
        self.init()
        self.id = id
        reuseIdentifier = registration.reuseIdentifier
        className = registration.cellClass.flatMap { $0.hasPrefix("UI") ? nil : $0 }
        self.mark = mark
    }
}
