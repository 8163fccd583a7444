import UIKit

/// A collection whose cells made in code place their views with constraints: the "Remove" button is
/// added first but pinned to the bottom, the tag's name to the top, so VoiceOver reads the name first.
final class TagsViewController: UICollectionViewController {
    private let tags = ["Swift"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tags"
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tags.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
        cell.nameLabel.text = tags[indexPath.item]
        return cell
    }
}

final class TagCell: UICollectionViewCell {
    let nameLabel = UILabel()
    private let removeButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        removeButton.setTitle("Remove", for: .normal)
        removeButton.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(removeButton)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            removeButton.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            removeButton.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
