import AccessibilityTree

/// One step of a behaviour, with where it is written.
struct Step: Hashable, Sendable {
    var action: StepAction
    var mark = SourceMark()

    init(_ action: StepAction, mark: SourceMark = SourceMark()) {
        self.action = action
        self.mark = mark
    }
}

/// The behaviour vocabulary.
indirect enum StepAction: Hashable, Sendable {
    /// Pushes onto the nearest navigation controller, else presents (UIKit's `show`).
    case show(Transition)
    case push(Transition)
    /// Shows in the split view's secondary column, else like `show`.
    case showDetail(Transition)
    case present(Transition)
    case pop
    case popToRoot
    case dismiss
    /// Goes back to the controller whose class or title the unwind action names, else pops or dismisses.
    case unwind(action: String?)
    case selectTab(TabSelector)
    case turnPage(forward: Bool)
    case setValue(ElementRef, Double)
    case setText(ElementRef, String)
    case setTitle(ElementRef, String)
    case setHidden(ElementRef, Bool)
    case setEnabled(ElementRef, Bool)
    case setEditing(ElementRef, EditingChange)
    case toggle(ElementRef)
    /// Checkmarks the row and clears the other checkmarks of its section.
    case checkmark(ElementRef)
    case insert(InsertSpec)
    case remove(ElementRef)
    case post(AccessibilityNotification, NotificationArgumentSpec)
    case conditional(Condition, then: [Step], otherwise: [Step])
    /// The gesture was handled (true) or not (false).
    case result(Bool)
    /// The app's code posts its own notification: the handlers other live controllers registered
    /// for the name run (docs/code.md, "Notifications").
    case postAppNotification(String)
    /// The control sends its target-actions for the event, as `sendActions(for:)` in the app's code does.
    case sendActions(ElementRef, ControlEvent)
}

/// A controller to show, with a title, an alert message and texts set on the new instance.
struct Transition: Hashable, Sendable {
    var controller: String
    var style: ModalPresentationStyle?
    var title: String?
    /// An alert's message.
    var message: String?
    /// Texts for elements of the new instance, by id, in order.
    var texts: [TextAssignment] = []

    init(controller: String, style: ModalPresentationStyle? = nil, title: String? = nil, message: String? = nil, texts: [TextAssignment] = []) {
        self.controller = controller
        self.style = style
        self.title = title
        self.message = message
        self.texts = texts
    }

    /// Whether only the controller is given (written as a plain id).
    var isPlain: Bool { style == nil && title == nil && message == nil && texts.isEmpty }
}

/// A text for an element of a controller being shown.
struct TextAssignment: Hashable, Sendable {
    var element: String
    var text: String
}

/// An element a step acts on: the element the behaviour belongs to, or one named by id.
enum ElementRef: Hashable, Sendable, CustomStringConvertible {
    case this
    case id(String)

    var description: String {
        switch self {
        case .this: return "self"
        case .id(let id): return id
        }
    }
}

/// A tab chosen by position (0-based) or by title.
enum TabSelector: Hashable, Sendable {
    case index(Int)
    case title(String)
}

/// Editing mode on, off or flipped.
enum EditingChange: String, Hashable, Sendable, CaseIterable {
    case on, off, toggle
}

/// What a posted notification carries.
enum NotificationArgumentSpec: Hashable, Sendable {
    case none
    case element(ElementRef)
    case text(String)
    /// The spoken text of an element (its label, else its value), read when the step runs.
    case textOf(ElementRef)
}

/// A row, view or collection item to insert, and where.
struct InsertSpec: Hashable, Sendable {
    var into: ElementRef
    var content: InsertContent
    var section = 0
    /// The position; nil appends.
    var index: Int?
}

enum InsertContent: Hashable, Sendable {
    case row(RowSpec)
    case view(ViewSpec)
    case item(ItemSpec)
}

/// A test on an element: a state it is in, or the text it shows (a label's text, a button's or bar
/// button item's title).
struct Condition: Hashable, Sendable {
    var target: ElementRef
    var test: ConditionTest
    var negated = false
}

enum ConditionTest: Hashable, Sendable {
    case state(ConditionState)
    case text(String)
}

/// The states a condition can test.
enum ConditionState: String, Hashable, Sendable, CaseIterable {
    /// A table in editing mode.
    case editing
    /// A switch that is on.
    case on
    case hidden
    case selected
    /// A row with a checkmark.
    case checked
    case enabled
}
