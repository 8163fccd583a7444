import SwiftSyntax

/// A handler the code registered with `NotificationCenter.default`: the observer with its selector,
/// or a closure (`addObserver(forName:object:queue:using:)`).
struct NotificationObserver: Hashable {
    /// The object whose method the selector names (`self`); nil for a closure.
    var observer: Value?
    /// The selector or the closure.
    var handler: Value
}

/// Notifications the app posts to itself (docs/code.md, "Notifications"): the handlers the class
/// registers with `NotificationCenter.default` run when its code posts that name, where the post
/// runs (in an action, when the control is activated); the post is also a fact
/// (``CodeAction/postAppNotification(_:)``) through which the handlers other objects registered
/// run, when the post happens as the app runs. Notifications UIKit or the system posts (the
/// keyboard, VoiceOver's status) never come.
extension Interpreter {
    /// `addObserver(self, selector: #selector(refresh), name: .didSave, object: nil)` and
    /// `addObserver(forName: .didSave, object: nil, queue: .main) { _ in … }`.
    func addObserver(_ call: Call) -> Value {
        guard let name = notificationName(call, labels: ["name", "forName"]) else {
            leaveAlone("observes a notification whose name the interpreter cannot tell")
            return .unknown("an observer")
        }
        if case .selector? = call.argument("selector"), let observer = call.argument(nil), let handler = call.argument("selector") {
            register(NotificationObserver(observer: observer, handler: handler), for: name)
        } else if let closure = call.closures.first {
            register(NotificationObserver(observer: nil, handler: closure), for: name)
        } else {
            leaveAlone("observes \(name) with a handler the interpreter cannot tell")
        }
        return .unknown("an observer")
    }

    /// `NotificationCenter.default.publisher(for: .cartChanged)`: the notifications posted under
    /// that name, which come only when the name is posted; the subscription's closure is kept as a
    /// handler (``subscribeToNotifications(_:)``).
    func notificationPublisher(_ call: Call) -> Value {
        guard let name = notificationName(call, labels: ["for"]) else {
            return .unknown("the notifications of a name the interpreter cannot tell")
        }
        return .unknown("the \(name) notifications")
    }

    /// `NotificationCenter.default.publisher(for: .cartChanged)…sink { _ in … }`: the closure is a
    /// handler of that name, run when the app posts it, like `addObserver(forName:…)`'s; it does not
    /// run where the subscription is made, since a notification publisher gives nothing until a
    /// post. Nil when the publisher is not `NotificationCenter.default.publisher(for:)` (through
    /// Combine's operators) or its name cannot be told.
    func subscribeToNotifications(_ call: Call) -> Value? {
        guard let publisher = Self.notificationPublisherCall(call.baseSyntax),
              let name = notificationName(syntax: publisher.arguments.first(where: { $0.label?.text == "for" })?.expression, value: nil) else { return nil }
        let closure = call.argument("receiveValue") ?? call.arguments.last { $0.label == nil }?.value
        guard let closure, case .closure = closure else {
            leaveAlone("observes \(name) with a handler the interpreter cannot tell")
            return .unknown("a subscription")
        }
        register(NotificationObserver(observer: nil, handler: closure), for: name)
        return .unknown("a subscription")
    }

    /// The `NotificationCenter.default.publisher(for:)` call a subscription's publisher is, through
    /// the operators chained on it (`.receive(on: DispatchQueue.main)`); an iterative walk down the
    /// chain, each turn one call nearer its start.
    private static func notificationPublisherCall(_ syntax: ExprSyntax?) -> FunctionCallExprSyntax? {
        var expression = syntax.map { SyntaxText.stripped($0) }
        while let call = expression?.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if access.declName.baseName.text == "publisher", access.base?.trimmedDescription == "NotificationCenter.default" { return call }
            expression = access.base.map { SyntaxText.stripped($0) }
        }
        return nil
    }

    /// Keeps `observer` among the handlers of `name`, after those registered before.
    private func register(_ observer: NotificationObserver, for name: String) {
        if state.observers[name] == nil { state.observerOrder.append(name) }
        state.observers[name, default: []].append(observer)
    }

    /// `NotificationCenter.default.post(name: .didSave, object: nil)`: each handler the class
    /// registered for that name runs now, in the order registered; the fact of the post runs the
    /// handlers other objects registered.
    func postNotification(_ call: Call) {
        guard let name = notificationName(call, labels: ["name"]) else {
            leaveAlone("posts a notification whose name the interpreter cannot tell")
            return
        }
        deliver(name)
        effect(.postAppNotification(name))
    }

    /// The names the class's handlers observe, in the order first registered.
    package var observedNotifications: [String] {
        state.observerOrder
    }

    /// Runs the handlers the class registered for `name`, as when another object posts it, from the
    /// state restored before; `entry` names them in the facts.
    package func runHandlers(of name: String, entry: String) -> Run {
        begin(entry)
        frames = [Frame(this: .object(.this), typeName: className, part: classParts[0], name: nil, key: nil)]
        deliver(name)
        return end(nil)
    }

    /// Runs each handler registered for `name`, in the order registered, with the notification unknown.
    private func deliver(_ name: String) {
        let notification = Value.unknown("notification")
        for observer in state.observers[name] ?? [] {
            if let target = observer.observer, case .selector(let selector) = observer.handler {
                let method = String(selector.prefix { $0 != "(" && $0 != ":" })
                guard let typeName = appType(of: target), let function = self.method(method, of: typeName) else {
                    leaveAlone("posts \(name), observed by \(selector) of an object the interpreter cannot follow")
                    continue
                }
                let takes = function.declaration.signature.parameterClause.parameters.isEmpty ? [] : [Argument(label: nil, value: notification, syntax: nil)]
                _ = callFunction(function, this: target, takes)
            } else {
                _ = invoke(observer.handler, [notification])
            }
        }
    }

    /// The name a notification is posted or observed under, as the code writes it: `.didSave`,
    /// `Notification.Name.didSave` and `NSNotification.Name.didSave` are `didSave`;
    /// `Notification.Name("didSave")` and `Notification.Name(rawValue: "didSave")` the string; a
    /// constant by its name.
    private func notificationName(_ call: Call, labels: [String]) -> String? {
        guard let argument = call.arguments.first(where: { labels.contains($0.label ?? "") }) else { return nil }
        return notificationName(syntax: argument.syntax, value: argument.value)
    }

    /// The name `syntax` writes (as ``notificationName(_:labels:)``), else `value`'s known text.
    private func notificationName(syntax: ExprSyntax?, value: Value?) -> String? {
        guard let syntax else { return nil }
        let expression = SyntaxText.stripped(syntax)
        if let access = expression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        if let made = expression.as(FunctionCallExprSyntax.self), let first = made.arguments.first {
            return SyntaxText.literal(first.expression) ?? evaluate(first.expression).knownText
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return (value ?? evaluate(expression)).knownText
    }
}
