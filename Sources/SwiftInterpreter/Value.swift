/// A value the interpreter computes: known where the code says it statically, unknown — remembering
/// where it came from — where it depends on data the app has only when it runs (docs/code.md, "The
/// value model").
package indirect enum Value: Hashable, Sendable {
    /// A string, with its known and unknown parts.
    case text(Text)
    case number(Double)
    case bool(Bool)
    /// An enum case: its name (`playing`, `button`, `normal`) and, for the app's own enums, its raw value.
    case enumCase(String, raw: String?)
    /// An option set such as `accessibilityTraits`: its option names, and whether it keeps the
    /// options the object already had (`accessibilityTraits.union(.header)`).
    case options([String], keepsCurrent: Bool)
    /// `nil`.
    case none
    case array([Value])
    case dictionary([Value: Value])
    case tuple([Value])
    /// One of the model's objects: a view, a control, a controller, a bar item.
    case object(ObjectRef)
    /// An instance of one of the app's own classes or structs, on the interpreter's heap.
    case instance(Int)
    /// A type named as a value (`UserText`, `UIView`, `StoryboardSegue.Main`).
    case type(String)
    /// A closure, kept by the interpreter with what it captured.
    case closure(Int)
    /// An Objective-C selector (`#selector(tapped)`) or a method named as a value.
    case selector(String)
    /// One of several values, each on some path (an unknown condition chose between them).
    case oneOf([Value])
    /// A value the code has only when it runs, with where it came from (`episode.title`).
    case unknown(String)

    /// The text of a string, number or boolean whose every part is known.
    package var knownText: String? {
        switch self {
        case .text(let text): return text.known
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let value): return value ? "true" : "false"
        case .enumCase(let name, let raw): return raw ?? name
        default: return nil
        }
    }

    /// The value as a string: known parts kept, anything else one unknown part named after its origin.
    package func asText(origin: String) -> Text {
        switch self {
        case .text(let text): return text
        case .unknown(let from): return Text(unknown: from)
        default: return knownText.map(Text.init(known:)) ?? Text(unknown: origin)
        }
    }

    /// A short description of where an unknown value came from, for explanations.
    package var origin: String? {
        switch self {
        case .unknown(let from): return from
        case .text(let text) where text.known == nil: return text.display
        default: return nil
        }
    }
}

/// A string made of known text and unknown parts: `"Download \(app.name)"` is "Download ⟨app.name⟩".
package struct Text: Hashable, Sendable {
    package enum Part: Hashable, Sendable {
        case known(String)
        case unknown(String)
    }

    package var parts: [Part]

    package init(known: String) { parts = [.known(known)] }
    package init(unknown origin: String) { parts = [.unknown(origin)] }
    package init(parts: [Part]) {
        var merged: [Part] = []
        for part in parts {
            if case .known(let next) = part, case .known(let previous)? = merged.last {
                merged[merged.count - 1] = .known(previous + next)
            } else if case .known("") = part {
                continue
            } else {
                merged.append(part)
            }
        }
        self.parts = merged
    }

    /// The whole text, when no part is unknown.
    package var known: String? {
        var result = ""
        for part in parts {
            guard case .known(let text) = part else { return nil }
            result += text
        }
        return result
    }

    /// Known parts as they are, unknown parts as `⟨origin⟩`.
    package var display: String {
        parts.map { part in
            switch part {
            case .known(let text): return text
            case .unknown(let origin): return "⟨\(origin)⟩"
            }
        }.joined()
    }

    package static func + (left: Text, right: Text) -> Text {
        Text(parts: left.parts + right.parts)
    }
}

/// One of the model's objects as the code reaches it.
package enum ObjectRef: Hashable, Sendable {
    /// The object whose class is being run (the controller, or the custom view or cell).
    case this
    /// A view controller's root view (`view`).
    case rootView
    /// An Interface Builder outlet of the class, by property name.
    case outlet(String)
    /// The controller's `navigationItem`.
    case navigationItem
    /// The controller's `navigationController`.
    case navigationController
    /// A storyboard: the controller's own (`storyboard`, nil name) or one named in code.
    case storyboard(String?)
    /// A controller instantiated from a storyboard by its storyboard ID.
    case scene(CodeScene)
    /// An object the code makes itself (`UILabel()`), by its UIKit class and the order made.
    case created(String, Int)
    /// The cell a data source dequeues, by reuse identifier (nil: not known statically), with its
    /// class when the code casts it (`as! EpisodeCell`).
    case cell(String?, className: String?)
    /// A view of a dequeued cell: an outlet of its class, or `textLabel`, `detailTextLabel`, `imageView`.
    case cellOutlet(String?, String)
    /// A nib named in code (`UINib(nibName: "ContactCell", bundle: nil)`), by name.
    case nib(String)
    /// The cell a table or collection shows at a known index path (`cellForRow(at:)`, `cellForItem(at:)`).
    case visibleCell(section: Int, row: Int)

    /// The target of a property set, as the facts name it; nil for an object the model does not hold.
    var target: CodeTarget? {
        switch self {
        case .this: return .this
        case .rootView: return .rootView
        case .outlet(let name): return .outlet(name)
        case .created(_, let id): return .created(id)
        case .cell(let identifier, _): return .cell(identifier)
        case .cellOutlet(let identifier, let name): return .cellOutlet(identifier, name)
        case .visibleCell(let section, let row): return .visibleCell(section: section, row: row)
        default: return nil
        }
    }

    /// Whether it is a cell a data source dequeued.
    var isCell: Bool {
        if case .cell = self { return true }
        return false
    }

    /// How explanations name the object.
    var name: String {
        switch self {
        case .this: return "self"
        case .rootView: return "view"
        case .outlet(let name): return name
        case .navigationItem: return "navigationItem"
        case .navigationController: return "navigationController"
        case .storyboard(let name): return name.map { "storyboard \"\($0)\"" } ?? "storyboard"
        case .scene(let scene): return "the controller \"\(scene.identifier)\""
        case .created(let type, _): return "a \(type) made in code"
        case .cell(let identifier, _): return identifier.map { "the cell \"\($0)\"" } ?? "a cell"
        case .cellOutlet(_, let name): return "cell.\(name)"
        case .nib(let name): return "the nib \"\(name)\""
        case .visibleCell(let section, let row): return "the cell at section \(section), row \(row)"
        }
    }
}
