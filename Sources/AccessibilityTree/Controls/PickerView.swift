/// A spinning-wheel picker, like `UIPickerView`: each component is an adjustable element valued by its
/// selected row and stepping one row (docs/model.md §2, docs/voiceover.md §5).
@MainActor
open class PickerView: View {
    /// The rows of each component.
    public var components: [[String]] { didSet { rebuildComponents() } }
    /// The selected row of each component.
    public var selectedRows: [Int] { didSet { window?.needsLayoutPass = true } }
    /// Optional accessibility labels for the components (e.g. "Hours").
    public var componentLabels: [String?] = []
    /// Called with (component, row) when a row is selected.
    public var onSelect: (@MainActor (Int, Int) -> Void)?

    private var componentElements: [PickerComponentElement] = []

    public init(components: [[String]] = [], selectedRows: [Int] = [], frame: Rect = .zero) {
        self.components = components
        self.selectedRows = selectedRows
        super.init(frame: frame)
        rebuildComponents()
    }

    override open var className: String { "UIPickerView" }
    override open var standardAccessibilityElements: [AccessibilityObject]? { componentElements }

    private func rebuildComponents() {
        componentElements = components.indices.map { PickerComponentElement(picker: self, component: $0) }
        window?.needsLayoutPass = true
    }

    /// The selected row of `component` (0 when unset).
    public func selectedRow(inComponent component: Int) -> Int {
        selectedRows.indices.contains(component) ? selectedRows[component] : 0
    }

    /// Selects `row` in `component`, clamped to the rows there; returns whether it changed.
    @discardableResult
    public func selectRow(_ row: Int, inComponent component: Int) -> Bool {
        guard components.indices.contains(component), !components[component].isEmpty else { return false }
        let clamped = min(max(0, row), components[component].count - 1)
        guard clamped != selectedRow(inComponent: component) else { return false }
        while selectedRows.count <= component { selectedRows.append(0) }
        selectedRows[component] = clamped
        didSelect(row: clamped, inComponent: component)
        onSelect?(component, clamped)
        return true
    }

    /// Hook for subclasses after a row is selected.
    open func didSelect(row: Int, inComponent component: Int) {}

    /// What VoiceOver reads for `row` of `component`: the row as given; a date picker words its own
    /// rows in the device's language.
    func spokenTitle(forRow row: Int, inComponent component: Int) -> String? {
        guard components.indices.contains(component), components[component].indices.contains(row) else { return nil }
        return components[component][row]
    }
}

/// One wheel of a picker.
@MainActor
final class PickerComponentElement: AccessibilityElement {
    let component: Int

    init(picker: PickerView, component: Int) {
        self.component = component
        super.init(accessibilityContainer: picker)
    }

    private var picker: PickerView? { accessibilityContainer as? PickerView }

    override var className: String { "UIPickerTableView" }

    override var standardAccessibilityLabel: String? {
        guard let picker, picker.componentLabels.indices.contains(component) else { return nil }
        return picker.componentLabels[component]
    }

    override var standardAccessibilityValue: String? {
        guard let picker else { return nil }
        return picker.spokenTitle(forRow: picker.selectedRow(inComponent: component), inComponent: component)
    }

    override var standardAccessibilityTraits: AccessibilityTraits { .adjustable }

    override var standardAccessibilityFrame: Rect {
        guard let picker, !picker.components.isEmpty else { return .zero }
        let whole = picker.frameInWindow
        let width = whole.width / Double(picker.components.count)
        return Rect(x: whole.minX + width * Double(component), y: whole.minY, width: width, height: whole.height)
    }

    override func accessibilityIncrement() {
        guard let picker else { return }
        picker.selectRow(picker.selectedRow(inComponent: component) + 1, inComponent: component)
    }

    override func accessibilityDecrement() {
        guard let picker else { return }
        picker.selectRow(picker.selectedRow(inComponent: component) - 1, inComponent: component)
    }
}

/// A date picker, like `UIDatePicker` in its wheels style: month, day and year wheels (or hour, minute
/// and AM/PM for time), each adjustable.
@MainActor
open class DatePicker: PickerView {
    /// What the wheels show.
    public enum Mode: String, Hashable, Codable, Sendable, CaseIterable { case date, time, dateAndTime, countDownTimer }

    public let mode: Mode

    /// The month wheel's rows: VoiceOver's words, read in the device's language (``spokenTitle(forRow:inComponent:)``).
    static let months: [VoiceOverWord] = [.january, .february, .march, .april, .may, .june, .july, .august,
                                          .september, .october, .november, .december]
    /// The first year on the year wheel.
    public static let firstYear = 1900

    /// The date and time a picker shows when none is given: 1 January 2001 (UIKit's reference date),
    /// 9:00 AM. On a device a picker without a date shows the current date; a fixed one keeps a
    /// scene's phrases and reports the same from one day to the next.
    public nonisolated static let defaultDate = (year: 2001, month: 1, day: 1, hour: 9, minute: 0)

    /// Makes a date picker showing `year`-`month`-`day` `hour`:`minute` (month 1–12, hour 0–23).
    public init(mode: Mode = .date, year: Int = defaultDate.year, month: Int = defaultDate.month,
                day: Int = defaultDate.day, hour: Int = defaultDate.hour, minute: Int = defaultDate.minute,
                frame: Rect = .zero) {
        self.mode = mode
        let hours12 = (1...12).map(String.init)
        let minutes = (0..<60).map { $0 < 10 ? "0\($0)" : "\($0)" }
        let dateWheels = [Self.months.map { VoiceOverLanguage.english.word($0) }, (1...31).map(String.init),
                          (Self.firstYear...2100).map(String.init)]
        let dateRows = [month - 1, day - 1, year - Self.firstYear]
        let timeWheels = [hours12, minutes, [VoiceOverWord.am, .pm].map { VoiceOverLanguage.english.word($0) }]
        let timeRows = [(hour + 11) % 12, minute, hour < 12 ? 0 : 1]
        switch mode {
        case .date:
            super.init(components: dateWheels, selectedRows: dateRows, frame: frame)
        case .time:
            super.init(components: timeWheels, selectedRows: timeRows, frame: frame)
        case .dateAndTime:
            super.init(components: dateWheels + timeWheels, selectedRows: dateRows + timeRows, frame: frame)
        case .countDownTimer:
            super.init(components: [(0..<24).map { VoiceOverLanguage.english.format(.countDownHours, numbers: $0) },
                                    (0..<60).map { VoiceOverLanguage.english.format(.countDownMinutes, numbers: $0) }],
                       selectedRows: [hour, minute], frame: frame)
        }
    }

    override open var className: String { "UIDatePicker" }

    /// The rows as the device's language words them: the month wheel's names, the time wheels' AM and
    /// PM and the countdown wheels' units come from the language's table (docs/speech.md, "The device's
    /// language"); the numbers are as written.
    override func spokenTitle(forRow row: Int, inComponent component: Int) -> String? {
        guard let english = super.spokenTitle(forRow: row, inComponent: component) else { return nil }
        let language = deviceLanguage
        guard language != .english else { return english }
        let monthWheels = mode == .date || mode == .dateAndTime ? [0] : []
        let dayHalfWheels = mode == .time ? [2] : mode == .dateAndTime ? [5] : []
        if monthWheels.contains(component), Self.months.indices.contains(row) { return language.word(Self.months[row]) }
        if dayHalfWheels.contains(component), row < 2 { return language.word(row == 0 ? .am : .pm) }
        if mode == .countDownTimer { return language.format(component == 0 ? .countDownHours : .countDownMinutes, numbers: row) }
        return english
    }
}
