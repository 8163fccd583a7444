import Testing
import XCTest

/// Fails the running test with `message`: through Swift Testing's `Issue.record` inside a `@Test`,
/// else through `XCTFail` (an XCTest case, or no test at all, where XCTest prints it).
@MainActor
enum IssueReporter {
    static func record(_ message: String, at site: CallSite) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: Testing.SourceLocation(
                fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column)))
        } else {
            XCTFail(message, file: site.filePath, line: site.line)
        }
    }
}
