import UIKit

final class Broken: UIViewController {
    func viewDidLoad( {
        let x = 
    }
