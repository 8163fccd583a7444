import SwiftCodeReader
import SwiftInterpreter

/// The handlers of the app's notifications that a class registers (docs/code.md, "Notifications"):
/// a controller's, a custom view's and a cell's alike, each translated into the steps its object
/// takes when the post happens as the app runs (SceneRuntime+AppNotifications).
extension CodeApplier {
    /// The steps of each handler the class of `context` registered, by name, each explained. A view
    /// the controller's code made has none of its own: its initializer ran in the controller's run,
    /// which holds the handlers it registered as the controller's (Interpreter+Notifications).
    func notificationHandlers(context: inout Context) -> [String: [Step]] {
        var handlers: [String: [Step]] = [:]
        guard !context.isMadeInCode else {
            for name in context.owner.notificationHandlers.keys.sorted() {
                context.understood.append("\(context.owner.name).\(name) handler: of a view made in code, runs with the handlers of the class whose code made it")
            }
            return handlers
        }
        for (name, method) in context.owner.notificationHandlers.sorted(by: { $0.key < $1.key }) {
            guard !method.steps.isEmpty, let steps = translate(method.steps, context: &context) else { continue }
            handlers[name] = steps
            context.understood.append(summarize(method, steps, context: context) + " (when another object posts \(name))")
        }
        return handlers
    }
}
