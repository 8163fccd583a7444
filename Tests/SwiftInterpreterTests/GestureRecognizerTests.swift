import Testing
@testable import SwiftInterpreter

/// `addGestureRecognizer` (docs/audit-rules.md, tap-gesture-not-accessible): a tap recognizer the code
/// makes marks the view it is added to with its action; any other recognizer is left alone.
@Suite("Tap gesture recognizers added in code")
struct GestureRecognizerTests {
    @Test("A tap recognizer on an outlet and on the root view is a fact with its action; a long press is left alone")
    func tapRecognizers() throws {
        let code = try #require(TestApp.run("""
            final class GalleryViewController: UIViewController {
                @IBOutlet weak var photoView: UIImageView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tap = UITapGestureRecognizer(target: self, action: #selector(openPhoto(_:)))
                    photoView.addGestureRecognizer(tap)
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
                    photoView.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(share)))
                }
                @objc func openPhoto(_ sender: UITapGestureRecognizer) {}
                @objc func dismissKeyboard() {}
                @objc func share() {}
            }
            """, "GalleryViewController"))
        #expect(code.setupTexts == ["photoView addGestureRecognizer = openPhoto", "view addGestureRecognizer = dismissKeyboard"], "\(code.setupTexts)")
        let reasons = code.skipped.map(\.reason)
        #expect(reasons.contains { $0.contains("adds a gesture recognizer other than a UITapGestureRecognizer") }, "\(reasons)")
    }

    @Test("gestureRecognizers = [tap] adds each tap recognizer, a double tap too; a disabled one is not judged")
    func recognizerList() throws {
        let code = try #require(TestApp.run("""
            final class MapViewController: UIViewController {
                @IBOutlet weak var mapView: UIView!
                @IBOutlet weak var legendView: UIView!
                override func viewDidLoad() {
                    let zoom = UITapGestureRecognizer(target: self, action: #selector(zoomIn))
                    zoom.numberOfTapsRequired = 2
                    mapView.gestureRecognizers = [zoom]
                    let hide = UITapGestureRecognizer(target: self, action: #selector(hideLegend))
                    hide.isEnabled = false
                    legendView.addGestureRecognizer(hide)
                }
                @objc func zoomIn() {}
                @objc func hideLegend() {}
            }
            """, "MapViewController"))
        #expect(code.setupTexts == ["mapView addGestureRecognizer = zoomIn"], "\(code.setupTexts)")
        #expect(code.skipped.contains { $0.reason.contains("is disabled (isEnabled) on some path, so it is not judged") }, "\(code.skipped)")
    }
}
