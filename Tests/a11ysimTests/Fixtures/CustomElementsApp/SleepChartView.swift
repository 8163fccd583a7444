import UIKit

/// Issue 31: a chart that draws its bars and gives VoiceOver one element per bar, made in code:
/// UIKit's `UIAccessibilityElement` and the app's subclass of it, each at its frame in the chart.
final class SleepChartView: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        let monday = UIAccessibilityElement(accessibilityContainer: self)
        monday.accessibilityLabel = "Monday"
        monday.accessibilityValue = "7 hours"
        monday.accessibilityFrameInContainerSpace = CGRect(x: 20, y: 40, width: 60, height: 160)
        let tuesday = BarElement(accessibilityContainer: self, day: "Tuesday", hours: 5)
        tuesday.accessibilityFrameInContainerSpace = CGRect(x: 100, y: 80, width: 60, height: 120)
        let average = UIAccessibilityElement(accessibilityContainer: self)
        average.accessibilityLabel = "Average"
        average.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(bounds, in: self)
        accessibilityElements = [tuesday, monday]
    }
}

/// A bar the chart draws: a button that shows the day.
final class BarElement: UIAccessibilityElement {
    init(accessibilityContainer container: Any, day: String, hours: Int) {
        super.init(accessibilityContainer: container)
        accessibilityLabel = day
        accessibilityValue = "\(hours) hours"
        accessibilityTraits = .button
    }
}
