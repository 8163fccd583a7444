import A11yAudit
import AccessibilityTree
import SwiftCodeReader
import SwiftInterpreter

extension CodeController {
    /// The view controllers `code` declares, each folder's in file and line order, for coverage.
    static func declared(in code: [AppCode]) -> [CodeController] {
        code.flatMap(\.viewControllers).map { declared in
            // A base class the app only subclasses is shown through its subclasses, never by itself.
            let kind: Kind = declared.hostsSwiftUI ? .swiftUIHost : declared.isScreen && !declared.isOnlySubclassed ? .screen : .other
            return CodeController(className: declared.name, uiKitClass: declared.uiKitClass,
                                  location: SourceLocation(file: declared.location.file, line: declared.location.line,
                                                           column: declared.location.column),
                                  kind: kind, notModelledContent: declared.notModelledContent)
        }
    }
}
