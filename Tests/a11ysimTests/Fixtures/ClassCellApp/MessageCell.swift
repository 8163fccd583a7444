import UIKit

/// A cell made in code: two labels and a reply button without a label.
final class MessageCell: UITableViewCell {
    static let reuseIdentifier = "message"

    private let senderLabel = UILabel()
    private let previewLabel = UILabel()
    private let replyButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        replyButton.setImage(UIImage(systemName: "arrowshape.turn.up.left"), for: .normal)
        contentView.addSubview(senderLabel)
        contentView.addSubview(previewLabel)
        contentView.addSubview(replyButton)
        senderLabel.translatesAutoresizingMaskIntoConstraints = false
        previewLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            senderLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            senderLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            previewLabel.topAnchor.constraint(equalTo: senderLabel.bottomAnchor, constant: 4),
            previewLabel.leadingAnchor.constraint(equalTo: senderLabel.leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with message: Message) {
        senderLabel.text = message.sender
        previewLabel.text = "Says: \(message.preview)"
    }
}

/// A cell made in code that shows only a spinner, labelled.
final class LoaderCell: UITableViewCell {
    private let spinner = UIActivityIndicatorView(style: .medium)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.text = "Loading more"
        contentView.addSubview(spinner)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
