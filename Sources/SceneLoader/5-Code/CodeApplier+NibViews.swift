import Foundation
import SwiftInterpreter

extension CodeApplier {
    /// The view a nib the code loads stands for (``CodeView/nibName``): the first top-level view of
    /// the xib nearest to `file`, its ids prefixed with `id` and the xib's name (unique in the
    /// controller); nil, saying why in `context`, when there is none (docs/code.md, "Views built in code").
    func nibViewSpec(_ name: String, id: String, near file: String, step: CodeStep, context: inout Context) -> ViewSpec? {
        guard let path = code.xib(name, near: file) else {
            context.notApplied(step, "loads the nib \"\(name)\", but the folder has no \(name).xib")
            return nil
        }
        let read: NibView?
        do throws(SceneLoadError) {
            read = try NibViewReader.read(URL(fileURLWithPath: path))
        } catch {
            context.notApplied(step, "loads the nib \"\(name)\", which cannot be read: \(error.description)")
            return nil
        }
        guard var view = read?.view else {
            context.notApplied(step, "loads the nib \"\(name)\", whose top level holds no view")
            return nil
        }
        func transform(_ old: String) -> String { "\(id)/\(name).xib/\(old)" }
        view.mutateViews { view in
            view.id = view.id.map(transform)
            view.layout.mapIDs(transform)
        }
        return view
    }
}

extension CodeAction {
    /// Whether the action places the view of a nib the code loads (``CodeView/nibName``).
    var loadsNibView: Bool {
        if case .addView(let view, _, _) = self { return view.nibName != nil }
        return false
    }
}
