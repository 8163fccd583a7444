import Foundation
import AccessibilityTree
import SwiftCodeReader
import SwiftInterpreter

/// Cells registered in code from a nib (docs/code.md, "Tables and collections"):
/// `tableView.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "contact")`
/// makes the xib `ContactCell.xib` nearest to the Swift file the cell a data source dequeues for
/// "contact", its class's setup (`awakeFromNib`, outlets' `didSet`) run on it.
extension CodeApplier {
    /// Reads the xib of every nib the classes of `document`'s controllers register, each once.
    mutating func readNibCells(for document: SceneDocument) {
        for controller in document.controllers {
            guard let name = controller.className,
                  let classCode = code.classCode(name, near: controller.mark.location?.file ?? "") else { continue }
            for registration in classCode.tables.flatMap(\.registrations) {
                guard let nib = registration.nib, let path = code.xib(nib, near: registration.location.file), nibCells[path] == nil else { continue }
                do throws(SceneLoadError) {
                    nibCells[path] = .success(try NibCellReader.read(URL(fileURLWithPath: path)))
                } catch {
                    nibCells[path] = .failure(error)
                }
            }
            // Section views from nibs (CodeApplier+SectionViews).
            let sections = classCode.tables.flatMap(\.sections)
            for nib in sections.flatMap({ [$0.headerView?.nib, $0.footerView?.nib] }).compactMap({ $0 }) {
                guard let path = code.xib(nib.name, near: nib.location.file), nibViews[path] == nil else { continue }
                do throws(SceneLoadError) {
                    nibViews[path] = .success(try NibViewReader.read(URL(fileURLWithPath: path)))
                } catch {
                    nibViews[path] = .failure(error)
                }
            }
        }
    }

    /// The cells `fill` registered from nibs, as prototypes: each with the reuse identifier it is
    /// registered for, its ids prefixed with its xib's name (unique in the controller), its class's
    /// setup run on it, and its outlets (property name to view id). `cell` takes the kind of cell
    /// the view dequeues from what a xib holds. What cannot be made is said in `context`.
    func registeredPrototypes<Cell: PrototypeCell>(_ fill: CodeTableFill, _ cell: (NibCell) -> Cell?, context: inout Context,
                                                   cellContexts: inout [Context]) -> [(cell: Cell, outlets: [String: String])] {
        var prototypes: [(cell: Cell, outlets: [String: String])] = []
        for registration in fill.registrations {
            let place = "\(context.display(registration.location)): \(context.owner.name)"
            // A class's cells are made in code (CodeApplier+ClassCells).
            guard let nib = registration.nib else { continue }
            guard let path = code.xib(nib, near: registration.location.file) else {
                context.notApplied.append("\(place) registers the nib \"\(nib)\" for \"\(registration.reuseIdentifier)\", but the folder has no \(nib).xib")
                continue
            }
            let read: NibCell?
            switch nibCells[path] {
            case .success(let found)?: read = found
            case .failure(let error)?:
                context.notApplied.append("\(place) registers the nib \"\(nib)\", which cannot be read: \(error.description)")
                continue
            case nil: read = nil
            }
            guard let nibCell = read, var prototype = cell(nibCell) else {
                context.notApplied.append("\(place) registers the nib \"\(nib)\" for \"\(registration.reuseIdentifier)\", whose top level holds no \(fill.kind == .table ? "table" : "collection") view cell")
                continue
            }
            let prefix = "\(nib).xib/"
            let interfaceBuilderID = prototype.id
            prototype.mapIDs { prefix + $0 }
            prototype.reuseIdentifier = registration.reuseIdentifier
            let outlets = nibCell.outlets.mapValues { prefix + $0 }
            if let className = prototype.className, let classCode = code.classCode(className, near: path) {
                // The cell's runtime attributes in its xib run its code as for a storyboard's cells.
                let (owner, attributes) = Self.withRuntimeAttributes(classCode, file: path, id: interfaceBuilderID)
                var cellContext = Context(owner: owner, controllerID: context.controllerID, outlets: outlets,
                                          document: context.document, isController: false, selfID: prototype.id)
                cellContext.display = context.display
                cellContext.runtimeAttributes = attributes
                applyCell(&prototype, context: &cellContext)
                cellContexts.append(cellContext)
            }
            prototypes.append((prototype, outlets))
        }
        return prototypes
    }
}
