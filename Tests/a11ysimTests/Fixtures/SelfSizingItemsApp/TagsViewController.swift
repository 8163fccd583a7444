import UIKit

/// Two tags in cells of the app's class registered in code, in the storyboard's collection whose
/// flow layout estimates item sizes: each cell pins its 100 pt label 10 pt from every edge, so an
/// item is 10 + 100 + 10 = 120 by 10 + 20.5 + 10 = 40.5 pt, not the layout's 50 by 50.
final class TagsViewController: UICollectionViewController {
    private let tags = ["Fresh", "Local"]

    override func viewDidLoad() {
        super.viewDidLoad()
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

/// A tag: its name 100 pt wide, 10 pt from every edge of the content view.
final class TagCell: UICollectionViewCell {
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            nameLabel.widthAnchor.constraint(equalToConstant: 100),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A collection made in code whose flow layout estimates item sizes
/// (`UICollectionViewFlowLayout.automaticSize`): the tags' cells size themselves, 120 by 40.5 pt,
/// over the layout's 80 by 60 pt `itemSize`.
final class FlowTagsViewController: UIViewController, UICollectionViewDataSource {
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Flow tags"
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.itemSize = CGSize(width: 80, height: 60)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        2
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
        cell.nameLabel.text = indexPath.item == 0 ? "Fresh" : "Local"
        return cell
    }
}

/// The same collection with a flow layout that does not estimate sizes: every item is its
/// `itemSize`, 80 by 60 pt (the cells' constraints, which ask for 120, are broken as UIKit breaks them).
final class FixedFlowTagsViewController: UIViewController, UICollectionViewDataSource {
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fixed tags"
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 60)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        2
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
        cell.nameLabel.text = indexPath.item == 0 ? "Fresh" : "Local"
        return cell
    }
}
