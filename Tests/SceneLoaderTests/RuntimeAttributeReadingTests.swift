import Foundation
@testable import SceneLoader
import SwiftCodeReader
import SwiftInterpreter
import Testing

/// User-defined runtime attributes read with a folder's code (docs/code.md, "When code runs"), by the
/// loader's one XML parser as the code reader walks the folder (`CodeReading.read(folder:)`): the
/// objects whose attributes name a property of the app's class get the class's setup run again with
/// them, one setup per distinct set, at most ``InterpreterLimits/maximumAttributedSetups`` per class.
@MainActor
@Suite("Runtime attributes naming the app's properties run their observers")
struct RuntimeAttributeReadingTests {
    /// A fresh folder holding `files` (path relative to it → contents).
    static func folder(_ files: [String: String]) throws -> URL {
        let root = TestSupport.temporaryRoot.appendingPathComponent("RuntimeAttributes-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

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

    /// A folder with ``swift`` and a storyboard holding `views`.
    static func app(_ views: String) throws -> URL {
        try folder(["TagsView.swift": swift, "Main.storyboard": storyboard(views)])
    }

    @Test("Entities are decoded, a number's value is its child element, key paths the class lacks or with a dot are left to UIKit")
    func attributes() throws {
        let folder = try Self.app("""
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
                """)
        let code = CodeReading.read(folder: folder)
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

    @Test("A file that is not well-formed XML gives no attributes; loading it says why, at its line")
    func brokenFile() throws {
        let folder = try Self.app("""
                <view id="a" customClass="TagsView"><userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="placeholder" value="Tags &amp Labels"/>
                </userDefinedRuntimeAttributes></view>
                <view id="b" customClass="TagsView"><userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="placeholder" value="never ended
                """)
        let tags = try #require(CodeReading.read(folder: folder).classCode("TagsView", near: folder.path))
        #expect(tags.attributedSetups.isEmpty, "\(tags.attributedSetups)")
        let storyboard = folder.appendingPathComponent("Main.storyboard")
        #expect {
            _ = try SceneLoader.prepare(contentsOf: storyboard, code: CodeReading.read(folder: folder))
        } throws: { error in
            guard let error = error as? SceneLoadError else { return false }
            return error.message.hasPrefix("malformed XML") && error.location?.file == storyboard.path && error.location?.line == 5
        }
    }

    @Test("Each object's attributes in the order written: a view's after those of the views it holds; objects without a class or id have none")
    func order() throws {
        let text = Self.storyboard("""
            <view id="outer" customClass="TagsView"><subviews>
                <view id="inner" customClass="TagsView"><userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="isOn" value="YES"/>
                </userDefinedRuntimeAttributes></view>
                <view id="plain"><userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="placeholder" value="Ignored"/>
                </userDefinedRuntimeAttributes></view>
            </subviews><userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="nil" keyPath="placeholder"/>
                <userDefinedRuntimeAttribute type="color" keyPath="tint"><color key="value" white="1" alpha="1" colorSpace="calibratedWhite"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="lines"><real key="value" value="inf"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes></view>
            """)
        let objects = RuntimeAttributeReader.objects(inFile: "/app/Main.storyboard", data: Data(text.utf8))
        #expect(objects.map(\.object.id) == ["inner", "outer"])
        #expect(objects.first?.attributes == [CodeRuntimeAttribute(keyPath: "isOn", content: .boolean(true))])
        #expect(objects.last?.attributes == [CodeRuntimeAttribute(keyPath: "placeholder", content: .none),
                                             CodeRuntimeAttribute(keyPath: "tint", content: .notModelled(type: "color")),
                                             CodeRuntimeAttribute(keyPath: "lines", content: .notModelled(type: "number"))])
    }

    @Test("Past the limit of distinct sets, objects get the class's setup without them, saying so")
    func limit() throws {
        let count = InterpreterLimits.maximumAttributedSetups + 1
        let views = (0..<count).map { number in
            #"<view id="v\#(number)" customClass="TagsView"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="placeholder" value="Tag \#(number)"/></userDefinedRuntimeAttributes></view>"#
        }.joined(separator: "\n")
        let folder = try Self.app(views)
        let tags = try #require(CodeReading.read(folder: folder).classCode("TagsView", near: folder.path))
        #expect(tags.attributedSetups.count == InterpreterLimits.maximumAttributedSetups)
        #expect(tags.skipped.contains { $0.reason.contains("more than \(InterpreterLimits.maximumAttributedSetups) different sets") }, "\(tags.skipped)")
    }
}
