import SwiftSyntax

/// Combine subscriptions (docs/code.md, "Combine"): a publisher's values come when the app runs,
/// so `sink`'s closure runs once, where the subscription is made, with the value unknown, and
/// `assign(to:on:)` sets the property to an unknown value. What they set counts as set on some
/// path: a label a sink titles is not reported unlabelled, and a flag it sets to hide a view is
/// left alone (a finding needs evidence on every path).
extension Interpreter {
    /// `publisher.sink { value in … }` and `sink(receiveCompletion:receiveValue:)`: the value's
    /// closure runs once with an unknown value; the completion never comes.
    func subscribe(_ call: Call) -> Value {
        // A notification publisher gives its values when the app posts the name (Interpreter+Notifications).
        if let subscription = subscribeToNotifications(call) { return subscription }
        let closure = call.argument("receiveValue") ?? call.arguments.last { $0.label == nil }?.value
        guard let closure, case .closure = closure else {
            leaveAlone("subscribes with a handler the interpreter cannot tell")
            return .unknown("a subscription")
        }
        conditional += 1
        defer { conditional -= 1 }
        _ = invoke(closure, [.unknown("a value \(publisherName(call)) publishes")])
        return .unknown("a subscription")
    }

    /// `publisher.assign(to: \.text, on: label)`: the property of the model's object is set to an
    /// unknown value, on some path. `assign(to: &$value)` republishes: nothing VoiceOver sees.
    func assignPublished(_ call: Call) -> Value {
        guard let on = call.argument("on") else { return .unknown("a subscription") }
        guard let keyPath = call.arguments.first(where: { $0.label == "to" })?.syntax.flatMap({ SyntaxText.stripped($0).as(KeyPathExprSyntax.self) }),
              let property = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
              keyPath.components.count == 1 else {
            leaveAlone("assigns a publisher's values through a key path the interpreter cannot tell")
            return .unknown("a subscription")
        }
        let value = Value.unknown("a value \(publisherName(call)) publishes")
        conditional += 1
        defer { conditional -= 1 }
        assign(on: on, property, value)
        return .unknown("a subscription")
    }

    /// How a publisher is named in the unknown values it gives: `viewModel.$title` (operators such
    /// as `receive(on:)` give back the publisher they are called on, ``UIKitAPI/combineOperators``).
    private func publisherName(_ call: Call) -> String {
        call.base?.origin ?? call.baseSyntax.map { SyntaxText.short($0) } ?? "the publisher"
    }
}
