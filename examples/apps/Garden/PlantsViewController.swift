import UIKit

/// The first screen: today's watering, a button to water every plant, and one to add a plant.
final class PlantsViewController: UIViewController {
    @IBOutlet weak var summaryLabel: UILabel!
    @IBOutlet weak var waterButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Garden"
        summaryLabel.text = "3 plants need water today"
        waterButton.accessibilityLabel = "Water all plants"
        waterButton.accessibilityHint = "Marks every plant as watered."
    }

    @IBAction func addPlantTapped(_ sender: UIButton) {
        performSegue(withIdentifier: "addPlant", sender: sender)
    }
}
