import UIKit

/// A chat's composer: a message field, an attach button drawn as an image and a send button.
final class ComposerBar: UIView {
    let messageField = UITextField()
    let attachButton = UIButton(type: .system)
    let sendButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        let row = UIStackView()
        row.axis = .horizontal
        addSubview(row)
        attachButton.setImage(UIImage(systemName: "paperclip"), for: .normal)
        attachButton.accessibilityLabel = "Attach"
        row.addArrangedSubview(attachButton)
        messageField.placeholder = "Message"
        row.addArrangedSubview(messageField)
        sendButton.setTitle("Send", for: .normal)
        row.addArrangedSubview(sendButton)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
