import AccessibilityTree
import Foundation

/// Formats transcript entries as JSON Lines: one object per event with `step`, `command`, `type`,
/// `time_ms` and type-specific fields, keys in a fixed order (schema in docs/cli.md).
public enum JSONTranscript {
    /// The JSON objects (one per line) for `entry`.
    public static func lines(for entry: TranscriptEntry) -> [String] {
        var members: [(String, JSONValue)] = [
            ("step", .number(Double(entry.step))),
            ("command", entry.command.map { .string($0) } ?? .null),
        ]
        switch entry.content {
        case .command(let command):
            members += [("type", .string("command")), ("location", .string(command.location.description))]
        case .event(let kind):
            members += fields(of: kind)
        case .tree(let snapshot):
            members += [
                ("type", .string("tree")),
                ("screen", .string(snapshot.screen.pathDescription)),
                ("elements", .array(snapshot.elements.map(elementJSON))),
            ]
        case .voiceControl(let result):
            members += voiceControlFields(of: result)
        case .expectation(let result):
            members += [
                ("type", .string("expect")),
                ("passed", .bool(result.passed)),
                ("expected", .string(result.expected)),
                ("actual", .string(result.actual)),
                ("location", .string(result.command.location.description)),
            ]
        }
        members.append(("time_ms", .number(milliseconds(entry.time))))
        return [JSONValue.object(members).serialized]
    }

    /// The members after `command` that describe an event: its `type`, then the type's own.
    private static func fields(of kind: VoiceOverEvent.Kind) -> [(String, JSONValue)] {
        switch kind {
        case .speech(let text, let speechKind):
            return [
                ("type", .string(speechKind == .hint ? "hint" : "speech")),
                ("text", .string(text)),
                ("kind", .string(speechKind.rawValue)),
            ]
        case .speechInterrupted(let text, let progress):
            return [
                ("type", .string("interrupted")),
                ("text", .string(text)),
                ("progress", .number((progress * 1000).rounded() / 1000)),
            ]
        case .sound(let sound):
            return [("type", .string("sound")), ("sound", .string(sound.rawValue))]
        case .focus(let element):
            return [("type", .string("focus")), ("element", elementJSON(element))]
        case .notification(let name, let argument):
            return [
                ("type", .string("notification")),
                ("name", .string(name.rawValue)),
                ("argument", argument.map { .string($0) } ?? .null),
            ]
        case .handler(let gesture, let handler):
            return [
                ("type", .string("handler")),
                ("gesture", .string(gesture.description)),
                ("handled", .bool(handler.isHandled)),
                ("by", .string(handlerKind(handler))),
                ("responder", handler.responder.map { .string($0.description) } ?? .null),
                ("description", .string(handler.description)),
            ]
        case .transition(let transition, let to):
            return [
                ("type", .string("transition")),
                ("kind", .string(transition.rawValue)),
                ("to", to.map { .string($0) } ?? .null),
            ]
        case .action(let message):
            return [("type", .string("action")), ("message", .string(message))]
        case .announcementFinished(let text, let successful):
            return [
                ("type", .string("notification")),
                ("name", .string("announcementDidFinish")),
                ("text", .string(text)),
                ("wasSuccessful", .bool(successful)),
            ]
        case .rotor(let setting):
            return [("type", .string("rotor")), ("setting", .string(setting.description))]
        case .warning(let message):
            return [
                ("type", .string("error")),
                ("severity", .string("warning")),
                ("message", .string(message)),
            ]
        }
    }

    /// A Voice Control command's result: what was said and understood, what it matched, what happened.
    private static func voiceControlFields(of result: VoiceControlResult) -> [(String, JSONValue)] {
        [
            ("type", .string("voiceControl")),
            ("utterance", .string(result.utterance)),
            ("understood", result.command.map { .string($0.description) } ?? .null),
            ("matched", .array(result.matched.map { item in
                .object([
                    ("names", .array(item.names.map { .string($0) })),
                    ("frame", .array([item.frame.minX, item.frame.minY, item.frame.width, item.frame.height].map { .number($0) })),
                ])
            })),
            ("succeeded", .bool(result.succeeded)),
            ("message", .string(result.message)),
            ("handler", result.handler.map { .string($0.description) } ?? .null),
            ("overlay", result.overlay.kind.map { .string($0.rawValue) } ?? .null),
            ("screen", .string(result.screen.pathDescription)),
        ]
    }

    private static func handlerKind(_ handler: GestureHandler) -> String {
        switch handler {
        case .responder: return "responder"
        case .uikitDefault: return "uikitDefault"
        case .unhandled: return "unhandled"
        case .voiceOver: return "voiceOver"
        }
    }

    /// An element as JSON: phrase, label, value, traits, identifier, frame.
    static func elementJSON(_ element: ElementSnapshot) -> JSONValue {
        let frame = element.frame
        return .object([
            ("phrase", .string(element.phrase)),
            ("label", element.label.map { .string($0) } ?? .null),
            ("value", element.value.map { .string($0) } ?? .null),
            ("traits", .array(element.traits.names.map { .string($0) })),
            ("identifier", element.identifier.map { .string($0) } ?? .null),
            ("frame", .array([frame.minX, frame.minY, frame.width, frame.height].map { .number($0) })),
        ])
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return (Double(seconds) * 1000 + Double(attoseconds) / 1e15).rounded()
    }
}
