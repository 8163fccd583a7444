extension DeclaredViewController {
    /// Whether it is a screen of its own (``UIKitAPI/screenViewControllerClasses``), which coverage
    /// counts; a SwiftUI host is counted too, as not modelled.
    public var isScreen: Bool { UIKitAPI.screenViewControllerClasses.contains(uiKitClass) }
}
