import AccessibilityTree

/// Every accessibility property a view can set; nil leaves the class's default.
struct AccessibilitySpec: Hashable, Sendable {
    var label: String?
    var value: String?
    var hint: String?
    /// Replaces the standard traits (the private bits UIKit's own controls carry are kept).
    var traits: AccessibilityTraits?
    /// Traits added to the standard ones (the app's code calling `accessibilityTraits.insert`).
    var insertedTraits: AccessibilityTraits = []
    var identifier: String?
    var isElement: Bool?
    var elementsHidden: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var containerType: AccessibilityContainerType?
    /// The rows and columns this element covers as a data table cell.
    var dataTableCell: AccessibilityDataTableCellRanges?
    /// The header elements of this data table's rows and columns.
    var dataTable: DataTableSpec?
    var language: String?
    var customActions: [CustomActionSpec] = []
    var customRotors: [RotorSpec] = []
    /// `accessibilityCustomContent`, in this order.
    var customContent: [AccessibilityCustomContent] = []
    /// `accessibilityElements`, by id, in this order.
    var elements: [String]?
    var userInputLabels: [String] = []
    /// Whether the app's code sets `accessibilityElements` to a list it does not model.
    var elementsSetInCode = false
    var frame: Rect?
    var activationPoint: Point?
    var respondsToUserInteraction: Bool?

    /// Whether nothing is set.
    var isEmpty: Bool { self == AccessibilitySpec() }
}

/// A custom action in the rotor's Actions setting.
struct CustomActionSpec: Hashable, Sendable {
    var name: String
    var steps: [Step] = []
    var mark = SourceMark()
}

/// A custom rotor moving between the elements named by id.
struct RotorSpec: Hashable, Sendable {
    var name: String
    var items: [String] = []
    var mark = SourceMark()
}
