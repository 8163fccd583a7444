import SnapKit
import UIKit

/// SnapKit: a header pinned to the safe area, a title and a button centred in it, a footnote below
/// it; added in another order than the layout's.
final class FeedViewController: UIViewController {
    private let header = UIView()
    private let titleLabel = UILabel()
    private let moreButton = UIButton(type: .system)
    private let footnote = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Today"
        moreButton.setTitle("More", for: .normal)
        footnote.text = "Updated just now"
        view.addSubview(footnote)
        view.addSubview(header)
        header.addSubview(moreButton)
        header.addSubview(titleLabel)
        header.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(56)
        }
        titleLabel.snp.makeConstraints { make in
            make.leading.equalToSuperview().inset(16)
            make.centerY.equalToSuperview()
        }
        moreButton.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(16)
            make.centerY.equalTo(titleLabel)
            make.width.equalTo(60)
        }
        footnote.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview().inset(16)
        }
    }
}
