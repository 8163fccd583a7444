/// Which Interface Builder format a file is, refusing the ones a11ysim cannot read.
enum IBDocumentKind {
    /// Accepts storyboards and modern xibs of iOS; refuses pre-2013 archives, macOS files and
    /// anything that is not Interface Builder XML, saying what to do.
    static func check(_ root: XMLNode, file: String) throws(SceneLoadError) {
        if root.name == "archive" {
            throw SceneLoadError("this is a pre-2013 Interface Builder archive (<archive type=\"\(root["type"] ?? "")\">), which a11ysim does not read; open it in Xcode 5 or later and save it, which converts it to the current XML format", at: root.location)
        }
        guard root.name == "document" else {
            throw SceneLoadError("this is not an Interface Builder document (the root element is <\(root.name)>, expected <document>)", at: root.location)
        }
        let type = root["type"] ?? ""
        if type.contains("InterfaceBuilder3.Cocoa.") || root["targetRuntime"] == "MacOSX.Cocoa" {
            throw SceneLoadError("this is a macOS Interface Builder document; a11ysim simulates iOS (UIKit) apps only", at: root.location)
        }
        guard root.child("scenes") != nil || root.child("objects") != nil else {
            throw SceneLoadError("the Interface Builder document has neither <scenes> (a storyboard) nor <objects> (a xib)", at: root.location)
        }
    }
}
