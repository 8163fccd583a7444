/// A segue the app performs from code (`performSegue(withIdentifier:)`): a storyboard connects it to
/// a controller, not to a control, so nothing on screen triggers it.
struct AppSegueSpec: Hashable, Sendable {
    /// The id of the controller it starts from.
    var source: String
    var identifier: String
    /// The id of the controller it shows.
    var destination: String
    /// What performing it does (a push, presentation or showDetail of ``destination``).
    var steps: [Step]
    var mark = SourceMark()
}

extension StepAction {
    /// The controller a show, push, showDetail or present step shows; nil for other steps.
    var shownController: String? {
        switch self {
        case .show(let transition), .push(let transition), .showDetail(let transition), .present(let transition):
            return transition.controller
        default:
            return nil
        }
    }

    /// The kind of a show, push, showDetail or present step, as a storyboard segue names it; empty for
    /// other steps.
    var transitionKind: String {
        switch self {
        case .show: "show"
        case .push: "push"
        case .showDetail: "showDetail"
        case .present: "present"
        default: ""
        }
    }
}
