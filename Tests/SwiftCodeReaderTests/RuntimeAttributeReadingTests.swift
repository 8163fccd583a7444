import Foundation
import SwiftCodeReader
import SwiftInterpreter
import Testing

/// User-defined runtime attributes read with a folder's code (docs/code.md, "When code runs"): the
/// objects whose attributes name a property of the app's class get the class's setup run again with
/// them, one setup per distinct set, at most ``InterpreterLimits/maximumAttributedSetups`` per class.
@Suite("Runtime attributes naming the app's properties run their observers")
struct RuntimeAttributeReadingTests {
    static let swift = """
        import UIKit
        final class TagsView: UIView {
            private let field = UITextField()
            @IBInspectable var placeholder: String = "" { didSet { field.placeholder = placeholder } }
            @IBInspectable var lines: Int = 1
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                addSubview(field)
            }
        }
        """

    static func storyboard(_ views: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects><viewController id="c"><view key="view" id="root"><subviews>
            \(views)
            </subviews></view></viewController></objects></scene></scenes>
        </document>
        """
    }

    @Test("Entities are decoded, a number's value is its child element, key paths the class lacks or with a dot are left to UIKit")
    func attributes() throws {
        let folder = try FolderReadingTests.folder([
            "TagsView.swift": Self.swift,
            "Main.storyboard": Self.storyboard("""
                <view id="a" customClass="TagsView"><userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="placeholder" value="Tags &amp; &quot;labels&quot; &#x2192;"/>
                    <userDefinedRuntimeAttribute type="number" keyPath="lines"><integer key="value" value="3"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="4"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Tags"/>
                </userDefinedRuntimeAttributes></view>
                <view id="b" customClass="TagsView"><userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="placeholder" value="Tags &amp; &quot;labels&quot; &#x2192;"/>
                    <userDefinedRuntimeAttribute type="number" keyPath="lines"><integer key="value" value="3"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes></view>
                <view id="c" customClass="TagsView"/>
                """),
        ])
        let code = AppCodeReader.read(folder: folder)
        let tags = try #require(code.classCode("TagsView", near: folder.path))
        #expect(tags.attributedSetups.count == 1, "\(tags.attributedSetups)")
        let setup = try #require(tags.attributedSetups.first)
        #expect(setup.attributes == [CodeRuntimeAttribute(keyPath: "placeholder", content: .text("Tags & \"labels\" →")),
                                     CodeRuntimeAttribute(keyPath: "lines", content: .number(3))])
        #expect(setup.objects.map(\.id).sorted() == ["a", "b"])
        let placeholders = setup.setup.compactMap { step -> String? in
            if case .set(_, .placeholder(let text)) = step.action { return text }
            return nil
        }
        #expect(placeholders == ["Tags & \"labels\" →"], "\(setup.setup)")
        #expect(!tags.setup.contains { if case .set(_, .placeholder) = $0.action { true } else { false } }, "the class's own setup runs no observer")
    }

    @Test("A broken file is read as far as it goes: an entity without its semicolon stays as written, an unended tag ends the scan")
    func brokenFile() throws {
        let folder = try FolderReadingTests.folder([
            "TagsView.swift": Self.swift,
            "Main.storyboard": Self.storyboard("""
                <view id="a" customClass="TagsView"><userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="placeholder" value="Tags &amp Labels"/>
                </userDefinedRuntimeAttributes></view>
                <view id="b" customClass="TagsView"><userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="placeholder" value="never ended
                """),
        ])
        let tags = try #require(AppCodeReader.read(folder: folder).classCode("TagsView", near: folder.path))
        #expect(tags.attributedSetups.map(\.attributes) == [[CodeRuntimeAttribute(keyPath: "placeholder", content: .text("Tags &amp Labels"))]])
        #expect(tags.attributedSetups.first?.objects.map(\.id) == ["a"])
    }

    @Test("Past the limit of distinct sets, objects get the class's setup without them, saying so")
    func limit() throws {
        let count = InterpreterLimits.maximumAttributedSetups + 1
        let views = (0..<count).map { number in
            #"<view id="v\#(number)" customClass="TagsView"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="placeholder" value="Tag \#(number)"/></userDefinedRuntimeAttributes></view>"#
        }.joined(separator: "\n")
        let folder = try FolderReadingTests.folder(["TagsView.swift": Self.swift, "Main.storyboard": Self.storyboard(views)])
        let tags = try #require(AppCodeReader.read(folder: folder).classCode("TagsView", near: folder.path))
        #expect(tags.attributedSetups.count == InterpreterLimits.maximumAttributedSetups)
        #expect(tags.skipped.contains { $0.reason.contains("more than \(InterpreterLimits.maximumAttributedSetups) different sets") }, "\(tags.skipped)")
    }
}
