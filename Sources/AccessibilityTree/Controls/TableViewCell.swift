/// A table row, like `UITableViewCell`: one element whose label joins its labels' texts with ", ",
/// unless it holds interactive elements of its own (docs/model.md §2).
@MainActor
open class TableViewCell: View {
    /// The built-in layouts, like `UITableViewCell.CellStyle`.
    public enum CellStyle: String, Hashable, Codable, Sendable, CaseIterable { case `default`, subtitle, value1, value2 }
    /// The accessory at the row's trailing edge, like `UITableViewCell.AccessoryType`.
    public enum AccessoryType: String, Hashable, Codable, Sendable, CaseIterable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    /// What the editing control does, like `UITableViewCell.EditingStyle`.
    public enum EditingStyle: String, Hashable, Codable, Sendable, CaseIterable { case none, delete, insert }

    public let style: CellStyle
    /// The main text (UIKit's `textLabel`).
    public let textLabel = Label()
    /// The secondary text (UIKit's `detailTextLabel`).
    public let detailTextLabel = Label()
    /// The leading image.
    public let imageView = ImageView()
    public var accessoryType: AccessoryType = .none { didSet { window?.needsLayoutPass = true } }
    public var editingStyle: EditingStyle = .delete
    /// Whether the row shows a reorder control in editing mode.
    public var showsReorderControl = false
    /// The row's height when it differs from the table's.
    public var preferredHeight: Double?
    /// What selecting the row does (a segue, a handler).
    public var onSelect: (@MainActor () -> Void)?
    /// Descriptions of what selection sends, for transcripts (e.g. "performs segue show to Detail").
    public var selectionDescriptions: [String] = []
    /// What tapping the detail accessory does.
    public var onAccessoryTap: (@MainActor () -> Void)?
    /// Descriptions of what the accessory tap sends, for transcripts.
    public var accessoryDescriptions: [String] = []
    /// Cells of a static table or a sample of a prototype, kept for messages.
    public var reuseIdentifier: String?

    /// The table the cell is a row of: its superview while it is one.
    ///
    /// Read from the superview, not held weakly as in UIKit: a weak reference to the table would give it
    /// a side table, and every retain and release of it would take the runtime's slow path.
    var tableView: TableView? { superview as? TableView }

    public init(style: CellStyle = .default, text: String? = nil, detailText: String? = nil, frame: Rect = .zero) {
        self.style = style
        super.init(frame: frame)
        textLabel.text = text
        detailTextLabel.text = detailText
        for view in [imageView, textLabel, detailTextLabel] { addSubview(view) }
    }

    override open var className: String { "UITableViewCell" }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let hasImage = imageView.imageName != nil
        let leading: Double = hasImage ? 60 : 16
        imageView.frame = hasImage ? Rect(x: 16, y: (frame.height - 32) / 2, width: 32, height: 32) : .zero
        let width = max(0, frame.width - leading - 16)
        switch style {
        case .subtitle:
            textLabel.frame = Rect(x: leading, y: 4, width: width, height: frame.height / 2 - 4)
            detailTextLabel.frame = Rect(x: leading, y: frame.height / 2, width: width, height: frame.height / 2 - 4)
        case .default, .value1, .value2:
            textLabel.frame = Rect(x: leading, y: 0, width: width / 2, height: frame.height)
            detailTextLabel.frame = Rect(x: leading + width / 2, y: 0, width: width / 2, height: frame.height)
        }
    }

    /// Whether the row holds interactive elements of its own (a switch, a button, a field): then the
    /// row is not one element and VoiceOver visits its contents.
    public var containsInteractiveElements: Bool { CellContent.containsInteractiveElement(below: self) }

    /// One element, unless it holds interactive elements or the app lists its elements
    /// (`accessibilityElements`, or a list known only when the app runs): then VoiceOver visits
    /// those (docs/model.md, "Cells").
    override open var standardIsAccessibilityElement: Bool {
        accessibilityElements == nil && !accessibilityElementsSetInCode && !containsInteractiveElements
    }

    /// The texts of the row's visible labels, in view order, joined by ", ".
    override open var standardAccessibilityLabel: String? {
        CellContent.joinedTexts(below: self, includingImages: false)
    }

    /// The first visible label's text: the row's title (docs/voice-control.md §1).
    override open var displayedText: String? { CellContent.firstText(below: self) }

    override open var standardAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if accessoryType == .disclosureIndicator || accessoryType == .detailDisclosureButton {
            traits.insert(.button)
        }
        if accessoryType == .checkmark { traits.insert(.selected) }
        return traits
    }

    override open func simulateTap() -> TapOutcome {
        guard let table = tableView, let indexPath = table.indexPath(for: self) else {
            guard let onSelect else { return .unhandled }
            onSelect()
            return .handled(description: "selects the row", actions: selectionDescriptions)
        }
        return table.selectRow(at: indexPath)
    }
}
