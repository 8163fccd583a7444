import UIKit

final class SleepViewController: UIViewController {}
