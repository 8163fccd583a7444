/// Where a test called an assertion, in the forms Swift Testing and XCTest each want.
public struct CallSite: Sendable {
    public var fileID: StaticString
    public var filePath: StaticString
    public var line: UInt
    public var column: UInt

    public init(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}
