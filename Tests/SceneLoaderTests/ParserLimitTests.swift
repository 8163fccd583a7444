import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

@Suite("Markup beyond the XML parser's limits is refused before parsing, saying which limit")
@MainActor
struct ParserLimitTests {
    static let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\n"

    /// A storyboard whose second line is `<view` with `count` attributes.
    static func element(attributes count: Int) -> String {
        head + "<scenes><view " + (0..<count).map { "a\($0)=\"v\"" }.joined(separator: " ") + "/></scenes>\n</document>\n"
    }

    @Test("One attribute over the limit on one element is refused at that element, with the limit")
    func tooManyAttributes() throws {
        let error = try #require(try TestSupport.loadError("a.storyboard", Self.element(attributes: Limits.maximumAttributes + 1)))
        #expect(error.message.contains("more than \(Limits.maximumAttributes) attributes"), "\(error)")
        #expect(error.location?.line == 3)
        #expect(error.location?.column == 9)
    }

    @Test("An element at the attribute limit is parsed (the document fails later, for another reason)")
    func attributesAtTheLimit() throws {
        let error = try #require(try TestSupport.loadError("a.storyboard", Self.element(attributes: Limits.maximumAttributes)))
        #expect(!error.message.contains("attributes"), "\(error)")
        #expect(error.message.contains("no view controllers"), "\(error)")
    }

    @Test("Equals signs in values, comments and CDATA are not attributes")
    func quotedMarkupIsNotCounted() throws {
        let many = String(repeating: "a=", count: Limits.maximumAttributes + 1)
        let text = Self.head + "<!-- <view \(many)> -->\n<scenes><view a=\"\(many)\" b='\(many)'/><string><![CDATA[<x \(many)>]]></string></scenes>\n</document>\n"
        #expect(MarkupScan(Data(text.utf8)).excess == nil)
    }

    @Test("An attribute value longer than libxml2's limit says so instead of 'malformed XML'")
    func longAttributeValue() throws {
        let text = Self.head + "<scenes><view a=\"" + String(repeating: "x", count: Limits.maximumParsedValueBytes + 1) + "\"/></scenes>\n</document>\n"
        let error = try #require(try TestSupport.loadError("a.storyboard", text))
        #expect(error.message.contains("an attribute value is longer than \(Limits.maximumParsedValueBytes) bytes, the XML parser's limit"), "\(error.message.prefix(200))")
        #expect(!error.message.contains("malformed"))
        #expect(error.location?.line == 3)
        #expect(error.location?.column == 17)
    }

    @Test("A name or comment longer than libxml2's limit says so instead of 'malformed XML'")
    func longNameAndComment() throws {
        let name = Self.head + "<scenes><" + String(repeating: "v", count: Limits.maximumNameBytes + 1) + "/></scenes>\n</document>\n"
        let nameError = try #require(try TestSupport.loadError("a.storyboard", name))
        #expect(nameError.message.contains("a name is longer than \(Limits.maximumNameBytes) bytes"), "\(nameError.message.prefix(200))")
        #expect(nameError.location?.column == 10)
        let comment = Self.head + "<!--" + String(repeating: " ", count: Limits.maximumParsedValueBytes + 1) + "-->\n</document>\n"
        let commentError = try #require(try TestSupport.loadError("b.storyboard", comment))
        #expect(commentError.message.contains("a comment is longer than"), "\(commentError.message.prefix(200))")
    }

    @Test("Every example storyboard passes the scan")
    func examplesPass() throws {
        let folder = TestSupport.example("storyboards")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix("storyboard") || $0.hasSuffix("xib") }
        #expect(!names.isEmpty)
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(MarkupScan(data).excess == nil, "\(name)")
        }
    }
}
