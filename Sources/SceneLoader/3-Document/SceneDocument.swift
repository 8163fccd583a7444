import AccessibilityTree

/// The form every input takes before the live model is built: a scene file decodes to it, a storyboard
/// maps to it, an overlay patches it, and ``SceneEncoder`` writes it back as a scene file.
///
/// Controllers are templates: each reference (a tab, a stack entry, a push) makes a fresh instance,
/// as a storyboard segue does. Equality ignores source locations.
struct SceneDocument: Hashable, Sendable {
    /// The device, when the input names one.
    var device: Device?
    /// The app delegate, the last responder in the chain.
    var delegate: DelegateSpec?
    /// The id of the window's root controller.
    var root: String
    /// Controllers presented at launch, each by the one shown before it.
    var presented: [PresentationSpec] = []
    /// Every controller, in definition order; ids are unique.
    var controllers: [ControllerSpec] = []
    var mark = SourceMark()

    /// The controller with `id`.
    func controller(_ id: String) -> ControllerSpec? {
        controllers.first { $0.id == id }
    }
}

/// The app delegate: a class name for messages and app-wide behaviours (magic tap, escape…).
struct DelegateSpec: Hashable, Sendable {
    var className: String?
    var behaviours = Behaviours()
    var mark = SourceMark()
}

/// A controller presented at launch, with the style it is presented in.
struct PresentationSpec: Hashable, Sendable {
    var controller: String
    var style: ModalPresentationStyle?
    var mark = SourceMark()
}
