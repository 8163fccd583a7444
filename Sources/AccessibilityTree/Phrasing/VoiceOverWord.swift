/// The key of a word or format VoiceOver adds to what an app says (docs/voiceover.md §4, "Language").
///
/// Each language's table (``VoiceOverLanguage/table``) gives the words for these keys; a format's
/// arguments are written `%1$@`, `%2$@`… by position, as in a Localizable.strings file, so that a
/// language may put them in another order.
public enum VoiceOverWord: String, CaseIterable, Sendable {
    // Traits and states (docs/voiceover.md §4, steps 1 and 4).
    case selected = "trait.selected"
    case dimmed = "trait.not_enabled"
    case button = "trait.button"
    case backButton = "trait.back_button"
    /// A button whose menu is its primary action, in place of "button" (docs/voiceover.md, "Menus").
    case popUpButton = "trait.popup_button"
    case switchButton = "trait.switch_button"
    case switchOn = "trait.switch_button.on"
    case switchOff = "trait.switch_button.off"
    case switchMixed = "trait.switch_button.mixed"
    case tab = "trait.tab"
    case textField = "trait.text_field"
    case secureTextField = "trait.secure_text_field"
    case isEditing = "trait.is_editing"
    case heading = "trait.header"
    case link = "trait.link"
    case adjustable = "trait.adjustable"
    case image = "trait.image"
    case searchField = "trait.search_field"
    /// The label of a back button that VoiceOver drops ("Back"), and UIKit's default back title.
    case back = "back.descriptor"

    // Context (docs/voiceover.md §4, step 5); formats take numbers.
    /// `%1$@` the position, `%2$@` the count: "2 of 4".
    case series = "context.series"
    case listStart = "context.list_start"
    case listEnd = "context.list_end"
    case landmarkStart = "context.landmark_start"
    case landmarkEnd = "context.landmark_end"
    /// `%1$@` the row's number: "Row 2".
    case dataTableRow = "context.data_table.row"
    /// `%1$@` the column's number: "Column 3".
    case dataTableColumn = "context.data_table.column"
    /// `%1$@` the number of rows a cell spans.
    case dataTableRowSpan = "context.data_table.row_span"
    /// `%1$@` the number of columns a cell spans.
    case dataTableColumnSpan = "context.data_table.column_span"

    // What activation changed (docs/voiceover.md §5, "Activation").
    /// Said when a double tap selected the element (a segment, a tab): the trait word, in English
    /// in lower case.
    case becameSelected = "change.selected"

    // The rotor's settings, said as it turns to them (docs/voiceover.md §5, "The rotor").
    case rotorHeadings = "rotor.headings"
    case rotorLinks = "rotor.links"
    case rotorFormControls = "rotor.form_controls"
    case rotorContainers = "rotor.containers"
    case rotorActions = "rotor.actions"
    case rotorAdjustValue = "rotor.adjust_value"

    /// The button VoiceOver adds behind a popover (docs/model.md §1).
    case dismissPopup = "element.dismiss_popup"

    // Rotor content (docs/voiceover.md §4, step 6).
    case actionsAvailable = "custom_actions"
    case moreContentAvailable = "custom_content"

    // Hints (docs/voiceover.md §4, "Rules").
    case adjustableHint = "hint.adjustable"
    /// `%1$@` the app's hint without its final period.
    case adjustableHintFormat = "hint.adjustable.format"
    case switchHint = "hint.switch_button"
    /// `%1$@` the app's hint without its final period.
    case switchHintFormat = "hint.switch_button.format"
    case textFieldHint = "hint.text_field"
    case textFieldEditingHint = "hint.text_field.is_editing"

    // Words UIKit's controls give and VoiceOver's scroll status (docs/voiceover.md §4, "Language").
    /// A spinning activity indicator's label.
    case inProgress = "control.activity_indicator"
    /// `%1$@` the page, `%2$@` the number of pages: a page control's value, "page 2 of 5".
    case pageControlValue = "control.page_control"
    /// A stepper's two buttons.
    case stepperIncrement = "control.stepper.increment"
    case stepperDecrement = "control.stepper.decrement"
    /// `%1$@` a whole percentage: "50%".
    case percent = "number.percent"
    /// `%1$@` the page, `%2$@` the number of pages: "Page 2 of 5".
    case pageStatus = "scroll.page"
    /// `%1$@` the first row shown, `%2$@` the last, `%3$@` the number of rows: "Rows 1 to 12 of 40".
    case rowsStatus = "scroll.rows"

    // Titles UIKit gives its system bar items and button kinds when the app gives none (docs/speech.md,
    // "The device's language").
    case done = "uikit.done"
    case cancel = "uikit.cancel"
    case edit = "uikit.edit"
    case save = "uikit.save"
    case add = "uikit.add"
    case close = "uikit.close"
    case search = "uikit.search"
    /// The trash item's label.
    case delete = "uikit.delete"
    /// The action item's label.
    case share = "uikit.share"
    /// The label of an info or detail disclosure button.
    case moreInfo = "uikit.more_info"
    // The other system bar items' titles.
    case compose = "uikit.compose"
    case reply = "uikit.reply"
    case organize = "uikit.organize"
    case bookmarks = "uikit.bookmarks"
    case refresh = "uikit.refresh"
    case stop = "uikit.stop"
    case camera = "uikit.camera"
    case play = "uikit.play"
    case pause = "uikit.pause"
    case rewind = "uikit.rewind"
    case fastForward = "uikit.fast_forward"
    case undo = "uikit.undo"
    case redo = "uikit.redo"
    // The tab bar's system items' titles ("Bookmarks" and "Search" as the bar items').
    case moreTab = "uikit.tab.more"
    case favoritesTab = "uikit.tab.favorites"
    case featuredTab = "uikit.tab.featured"
    case topRatedTab = "uikit.tab.top_rated"
    case recentsTab = "uikit.tab.recents"
    case contactsTab = "uikit.tab.contacts"
    case historyTab = "uikit.tab.history"
    case downloadsTab = "uikit.tab.downloads"
    case mostRecentTab = "uikit.tab.most_recent"
    case mostViewedTab = "uikit.tab.most_viewed"

    // A date picker's wheels (docs/speech.md, "The device's language").
    /// The month wheel's rows, January to December: the locale's stand-alone month names.
    case january = "date.month.january"
    case february = "date.month.february"
    case march = "date.month.march"
    case april = "date.month.april"
    case may = "date.month.may"
    case june = "date.month.june"
    case july = "date.month.july"
    case august = "date.month.august"
    case september = "date.month.september"
    case october = "date.month.october"
    case november = "date.month.november"
    case december = "date.month.december"
    /// The time wheels' halves of the day.
    case am = "date.am"
    case pm = "date.pm"
    /// `%1$@` a number of hours: a countdown timer's hour wheel, "2 hours".
    case countDownHours = "date.countdown.hours"
    /// `%1$@` a number of minutes: a countdown timer's minute wheel, "5 min".
    case countDownMinutes = "date.countdown.minutes"
}
