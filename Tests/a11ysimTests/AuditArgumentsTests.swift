@testable import a11ysim
import Testing

/// `audit`'s arguments are read without ArgumentParser when they are plainly well formed
/// (`AuditInvocation.scan`); these check that it then reads what ArgumentParser reads, and that
/// everything else is left to ArgumentParser.
@Suite("audit's arguments")
struct AuditArgumentsTests {
    @Test("Plainly formed arguments are read as ArgumentParser reads them", arguments: [
        ["a.storyboard"],
        ["a.storyboard", "b.xib", "scenes"],
        ["corpus", "--jobs", "2", "--format", "json", "--output", "/dev/null"],
        ["--format=sarif", "a.storyboard", "--output=report.sarif", "b.storyboard"],
        ["a.storyboard", "--config", "audit.json", "--baseline", "base.json", "--write-baseline", "new.json"],
        ["a.storyboard", "--max-states", "7", "--exhaustive"],
        ["--worker", "--config", "audit.json", "--max-states", "3"],
        ["--worker"],
        ["a.storyboard", "--output", "a=b.json"],
        ["a.storyboard", "--jobs", "+2"],
        ["", "--format", "html"],
    ])
    func sameAsArgumentParser(arguments: [String]) throws {
        let parsed = try AuditCommand.parse(arguments).invocation
        #expect(AuditInvocation.scan(arguments[...]) == parsed)
    }

    @Test("Help, mistakes and anything unusual are left to ArgumentParser", arguments: [
        ["--help"], ["-h"], ["a.storyboard", "--help"],
        [], ["--jobs", "2"], ["a.storyboard", "--jobs", "0"], ["a.storyboard", "--max-states", "0"],
        ["a.storyboard", "--format", "xml"], ["a.storyboard", "--jobs", "two"], ["a.storyboard", "--jobs"],
        ["a.storyboard", "--output", "-"], ["a.storyboard", "--output", "--format"],
        ["a.storyboard", "--frobnicate"], ["a.storyboard", "-j", "2"], ["-", "a.storyboard"],
        ["--", "-odd.storyboard"], ["a.storyboard", "--format", "json", "--format", "html"],
        ["a.storyboard", "--exhaustive", "--exhaustive"], ["a.storyboard", "--exhaustive=yes"],
        ["a.storyboard", "--generate-completion-script", "bash"], ["a.storyboard", "--version"],
    ])
    func leftToArgumentParser(arguments: [String]) {
        #expect(AuditInvocation.scan(arguments[...]) == nil)
    }
}
