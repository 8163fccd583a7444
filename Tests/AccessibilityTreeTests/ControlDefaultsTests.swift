import Testing
import AccessibilityTree

/// docs/model.md §2's table: the elements, labels, values and traits the standard controls have by default,
/// checked through what VoiceOver says for them.
@MainActor
@Suite("Standard controls")
struct ControlDefaultsTests {
    private let frame = Rect(x: 20, y: 200, width: 300, height: 44)

    /// The phrases for a screen holding only `view`.
    private func phrases(_ view: View) -> [String] {
        TestScreen(controller(view)).phrases
    }

    @Test("A table row holding a stepper is not one element: its label and the stepper's parts are read")
    func rowWithStepper() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let cell = TableViewCell(text: "Guests")
        let stepper = Stepper(value: 2, minimumValue: 1, maximumValue: 10)
        stepper.frame = Rect(x: 280, y: 6, width: 94, height: 32)
        cell.addSubview(stepper)
        table.sections = [TableSection(cells: [cell])]
        #expect(phrases(table) == ["Guests", "Decrement, button", "Increment, button"])
    }

    @Test("A label reads its text; an empty label is not an element")
    func labels() {
        #expect(phrases(label("Hello")) == ["Hello"])
        #expect(phrases(label("")).isEmpty)
    }

    @Test("A button reads its title, else its image's name, else its type's label")
    func buttons() {
        #expect(phrases(Button(title: "Play", frame: frame)) == ["Play, button"])
        let image = Button(imageName: "play.fill", frame: frame)
        #expect(phrases(image) == ["play.fill, button"])
        #expect(image.isLabelledOnlyByImageName)
        #expect(phrases(Button(type: .infoLight, frame: frame)) == ["More info, button"])
        let disabled = Button(title: "Submit", frame: frame)
        disabled.isEnabled = false
        #expect(phrases(disabled) == ["Submit, dimmed, button"])
    }

    @Test("A switch is a switch button read on or off, with the toggle hint")
    func switches() throws {
        let wifi = Switch(isOn: true, frame: frame)
        wifi.accessibilityLabel = "Wi-Fi"
        let screen = TestScreen(controller(wifi))
        #expect(screen.phrases == ["Wi-Fi, switch button, on"])
        #expect(screen.derive().elements.first?.value == "1")
        #expect(screen.derive().elements.first?.spokenHint == "Double tap to toggle setting.")
        wifi.isOn = false
        #expect(screen.phrases == ["Wi-Fi, switch button, off"])
    }

    @Test("A slider reads the rounded percent of its range and is adjustable")
    func sliders() {
        let volume = Slider(value: 0.5, frame: frame)
        volume.accessibilityLabel = "Volume"
        #expect(phrases(volume) == ["Volume, 50%, adjustable"])
        let ranged = Slider(value: 50.4, minimumValue: 0, maximumValue: 200, frame: frame)
        #expect(phrases(ranged) == ["25%, adjustable"])
        ranged.accessibilityIncrement()
        #expect(ranged.accessibilityValue == "35%")
    }

    @Test("A stepper is two buttons, Decrement and Increment, dimmed at the limits")
    func steppers() {
        let stepper = Stepper(value: 0, minimumValue: 0, maximumValue: 2, frame: Rect(x: 20, y: 200, width: 94, height: 32))
        let screen = TestScreen(controller(stepper))
        #expect(screen.phrases == ["Decrement, dimmed, button", "Increment, button"])
        stepper.value = 1
        #expect(screen.phrases == ["Decrement, button", "Increment, button"])
        stepper.value = 2
        #expect(screen.phrases == ["Decrement, button", "Increment, dimmed, button"])
    }

    @Test("A segmented control is one button per segment, the chosen one selected, each N of M")
    func segments() {
        let control = SegmentedControl(segmentTitles: ["Day", "Week", "Month"], selectedSegmentIndex: 1, frame: frame)
        #expect(phrases(control) == ["Day, button, 1 of 3", "Selected, Week, button, 2 of 3", "Month, button, 3 of 3"])
    }

    @Test("A text field reads its label or placeholder, its text as the value, and the edit hint")
    func textFields() throws {
        #expect(phrases(TextField(placeholder: "Name", frame: frame)) == ["Name, text field"])
        #expect(phrases(TextField(text: "Ann", placeholder: "Name", frame: frame)) == ["Name, Ann, text field"])
        let labelled = TextField(text: "Ann", placeholder: "Name", frame: frame)
        labelled.accessibilityLabel = "First name"
        let screen = TestScreen(controller(labelled))
        #expect(screen.phrases == ["First name, Ann, text field"])
        #expect(screen.derive().elements.first?.spokenHint == "Double tap to edit.")
        _ = labelled.simulateTap()
        #expect(screen.phrases == ["First name, Ann, text field, is editing"])
        let secure = TextField(text: "abc", placeholder: "Password", frame: frame)
        secure.isSecureTextEntry = true
        #expect(phrases(secure) == ["Password, •••, secure text field"])
    }

    @Test("An editable text view is a text field; a read-only one is static text")
    func textViews() {
        let notes = TextView(text: "Buy milk", frame: frame)
        notes.accessibilityLabel = "Notes"
        #expect(phrases(notes) == ["Notes, Buy milk, text field"])
        notes.isEditable = false
        #expect(phrases(notes) == ["Notes, Buy milk"])
    }

    @Test("A search bar's field is a search field labelled by its placeholder")
    func searchBar() {
        let bar = SearchBar(frame: Rect(x: 0, y: 200, width: 390, height: 56))
        bar.placeholder = "Search mail"
        #expect(phrases(bar) == ["Search mail, search field"])
    }

    @Test("An image view is not an element unless made one; then it reads its image name and image")
    func imageViews() {
        let logo = ImageView(imageName: "logo", frame: frame)
        #expect(phrases(logo).isEmpty)
        logo.isAccessibilityElement = true
        #expect(phrases(logo) == ["logo, image"])
    }

    @Test("A page control reads page N of M and is adjustable")
    func pageControl() {
        #expect(phrases(PageControl(numberOfPages: 5, currentPage: 1, frame: frame)) == ["page 2 of 5, adjustable"])
    }

    @Test("A progress view reads its percent; an animating activity indicator reads In progress")
    func indicators() {
        #expect(phrases(ProgressView(progress: 0.4, frame: frame)) == ["40%"])
        #expect(phrases(ActivityIndicatorView(isAnimating: true, frame: frame)) == ["In progress"])
        #expect(phrases(ActivityIndicatorView(isAnimating: false, frame: frame)).isEmpty)
    }

    @Test("Each picker component is adjustable and reads its selected row")
    func pickers() {
        let picker = PickerView(components: [["Red", "Green"], ["S", "M", "L"]], selectedRows: [1, 2],
                                frame: Rect(x: 0, y: 200, width: 390, height: 216))
        #expect(phrases(picker) == ["Green, adjustable", "L, adjustable"])
        picker.componentLabels = ["Colour", nil]
        #expect(phrases(picker) == ["Colour, Green, adjustable", "L, adjustable"])
    }

    @Test("A date picker in wheels style has month, day and year wheels; time adds hour, minute and AM/PM")
    func datePickers() {
        let date = DatePicker(mode: .date, year: 2026, month: 3, day: 14, frame: Rect(x: 0, y: 200, width: 390, height: 216))
        #expect(phrases(date) == ["March, adjustable", "14, adjustable", "2026, adjustable"])
        let time = DatePicker(mode: .time, hour: 15, minute: 5, frame: Rect(x: 0, y: 200, width: 390, height: 216))
        #expect(phrases(time) == ["3, adjustable", "05, adjustable", "PM, adjustable"])
    }

    @Test("Table rows join their labels, buttons for disclosure, Selected for checkmarks, More info for detail buttons, and headings for section headers")
    func tableRows() {
        let table = TableView(frame: Rect(origin: .zero, size: Device.phoneSize))
        let wifi = TableViewCell(text: "Wi-Fi", detailText: "Home")
        wifi.accessoryType = .disclosureIndicator
        let english = TableViewCell(text: "English")
        english.accessoryType = .checkmark
        let info = TableViewCell(style: .subtitle, text: "Printer", detailText: "Idle")
        info.accessoryType = .detailButton
        let withSwitch = TableViewCell(text: "Airplane Mode")
        let toggle = Switch(isOn: false, frame: Rect(x: 300, y: 6, width: 51, height: 31))
        withSwitch.addSubview(toggle)
        table.sections = [
            TableSection(headerTitle: "Network", footerTitle: "Footnote", cells: [wifi, english]),
            TableSection(cells: [info, withSwitch]),
        ]
        let screen = TestScreen(controller(table))
        #expect(screen.phrases == [
            "Network, heading", "Wi-Fi, Home, button", "Selected, English", "Footnote",
            "Printer, Idle", "More info, button", "Airplane Mode", "switch button, off",
        ])
    }

    @Test("Cells read only what is shown: a label or switch inside a hidden view does not count")
    func cellsSkipHiddenContent() {
        let table = TableView(frame: Rect(origin: .zero, size: Device.phoneSize))
        let row = TableViewCell(text: "Inbox")
        row.accessoryType = .disclosureIndicator
        let hiddenBadge = View(frame: Rect(x: 300, y: 0, width: 40, height: 44))
        hiddenBadge.isHidden = true
        hiddenBadge.addSubview(Label(text: "3 unread", frame: Rect(x: 0, y: 0, width: 40, height: 44)))
        hiddenBadge.addSubview(Switch(isOn: true, frame: Rect(x: 0, y: 0, width: 51, height: 31)))
        row.addSubview(hiddenBadge)
        table.sections = [TableSection(cells: [row])]
        #expect(TestScreen(controller(table)).phrases == ["Inbox, button"])
    }

    @Test("A row holding a container of interactive elements is not one element: VoiceOver visits them")
    func rowWithInteractiveContainer() {
        let table = TableView(frame: Rect(origin: .zero, size: Device.phoneSize))
        let row = TableViewCell(text: "Rating")
        // A drawn control: its parts are elements of its own, not subviews.
        let stars = View(frame: Rect(x: 200, y: 0, width: 100, height: 44))
        let star = AccessibilityElement(accessibilityContainer: stars)
        star.accessibilityLabel = "One star"
        star.accessibilityTraits = .button
        star.accessibilityFrameInContainerSpace = Rect(x: 0, y: 0, width: 44, height: 44)
        stars.accessibilityElements = [star]
        row.addSubview(stars)
        table.sections = [TableSection(cells: [row])]
        #expect(TestScreen(controller(table)).phrases == ["Rating", "One star, button"])
    }

    @Test("Collection items join their visible labels and labelled images; hidden ones are not read")
    func collectionItems() {
        let collection = CollectionView(frame: Rect(origin: .zero, size: Device.phoneSize))
        let item = CollectionViewCell()
        let photo = ImageView(imageName: "beach")
        photo.isAccessibilityElement = true
        photo.accessibilityLabel = "Beach"
        item.addSubview(photo)
        item.addSubview(Label(text: "Summer 2026", frame: Rect(x: 0, y: 60, width: 100, height: 20)))
        let draft = Label(text: "Draft", frame: Rect(x: 0, y: 80, width: 100, height: 20))
        draft.isHidden = true
        item.addSubview(draft)
        let hiddenToggle = Switch(isOn: false, frame: Rect(x: 0, y: 0, width: 51, height: 31))
        hiddenToggle.isHidden = true
        item.addSubview(hiddenToggle)
        collection.sections = [[item]]
        #expect(TestScreen(controller(collection)).phrases == ["Beach, Summer 2026"])
    }
}
