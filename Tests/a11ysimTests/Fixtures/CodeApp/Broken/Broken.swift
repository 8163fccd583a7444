import UIKit

extension HelpViewController {
    func viewDidLoad( {
        let x = 
    }
