import Foundation
import Testing
import VoiceCursor

/// Files are replaced whole or not at all (every report, baseline and WAV file goes through AtomicFile).
@Suite("Atomic file writes")
struct AtomicFileTests {
    /// A fresh folder with `previous.txt` holding "previous".
    static func folder() throws -> URL {
        let folder = try makeSpeechTestDirectory()
        try Data("previous".utf8).write(to: folder.appendingPathComponent("previous.txt"))
        return folder
    }

    static func names(_ folder: URL) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    @Test("A committed write replaces the file and leaves nothing else in the folder")
    func replaces() throws {
        let folder = try Self.folder()
        defer { removeSpeechTestDirectory(folder) }
        let path = folder.appendingPathComponent("previous.txt").path
        try AtomicFile.write(Array("new".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try Self.names(folder) == ["previous.txt"])
    }

    @Test("A file read, by any spelling or link, or a file of a read folder with a read extension, is refused and left untouched")
    func refusesReadFiles() throws {
        let folder = try Self.folder()
        defer { removeSpeechTestDirectory(folder) }
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("class X {}".utf8).write(to: app.appendingPathComponent("X.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.txt").path,
                                                   withDestinationPath: folder.appendingPathComponent("previous.txt").path)
        var read = ReadFiles()
        read.add(file: folder.appendingPathComponent("previous.txt").path, as: "the script")
        read.add(folder: app.path, extensions: ["swift"], as: "one of the inputs")
        for (path, role) in [("previous.txt", "the script"), ("link.txt", "the script"), ("App/../previous.txt", "the script"),
                             ("App/X.swift", "one of the inputs")] {
            let full = folder.appendingPathComponent(path).path
            #expect(throws: FileWriteError.self) { try AtomicFile.write(Array("new".utf8), to: full, protecting: read) }
            do {
                try AtomicFile.write(Array("new".utf8), to: full, protecting: read)
            } catch {
                #expect(error.description.hasPrefix("\(full): cannot write: it is \(role) ("), "\(error)")
                #expect(error.description.hasSuffix("writing there would replace it — choose another file"))
            }
        }
        #expect(try String(contentsOfFile: folder.appendingPathComponent("previous.txt").path, encoding: .utf8) == "previous")
        #expect(try String(contentsOfFile: app.appendingPathComponent("X.swift").path, encoding: .utf8) == "class X {}")
        try AtomicFile.write(Array("new".utf8), to: app.appendingPathComponent("notes.txt").path, protecting: read)
        try AtomicFile.write(Array("new".utf8), to: app.appendingPathComponent("New.swift").path, protecting: read)
    }

    @Test("Until it is committed, and when it is dropped or discarded, the previous file is untouched and no temporary file is left")
    func uncommitted() throws {
        let folder = try Self.folder()
        defer { removeSpeechTestDirectory(folder) }
        let path = folder.appendingPathComponent("previous.txt").path
        do {
            let file = try AtomicFile(path: path)
            try file.write(Array("half".utf8))
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous")
            #expect(try Self.names(folder).count == 2)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous")
        #expect(try Self.names(folder) == ["previous.txt"])
        let discarded = try AtomicFile(path: path)
        try discarded.write(Array("half".utf8))
        discarded.discard()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous")
        #expect(try Self.names(folder) == ["previous.txt"])
    }

    @Test("A header written at an offset lands at the start, and the rest stays")
    func writeAtOffset() throws {
        let folder = try Self.folder()
        defer { removeSpeechTestDirectory(folder) }
        let path = folder.appendingPathComponent("out.bin").path
        let file = try AtomicFile(path: path)
        try file.write(Array("....body".utf8))
        try file.write(Array("HEAD".utf8), atOffset: 0)
        try file.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "HEADbody")
    }

    @Test("A symbolic link is followed: the file it points to is replaced and the link stays")
    func symbolicLink() throws {
        let folder = try Self.folder()
        defer { removeSpeechTestDirectory(folder) }
        let link = folder.appendingPathComponent("link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.appendingPathComponent("previous.txt").path)
        try AtomicFile.write(Array("through".utf8), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link).hasSuffix("previous.txt"))
        #expect(try String(contentsOfFile: folder.appendingPathComponent("previous.txt").path, encoding: .utf8) == "through")
    }

    @Test("/dev/null is written in place, not replaced")
    func device() throws {
        try AtomicFile.write(Array("gone".utf8), to: "/dev/null")
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("Errors name the path and the reason in words",
          arguments: [("", "the path is empty"), ("none/out.txt", "the folder {folder}/none does not exist"),
                      ("previous.txt/out.txt", "a part of the path is not a folder"), (".", "it is a folder")])
    func errors(relative: String, reason: String) throws {
        let folder = try Self.folder()
        defer { removeSpeechTestDirectory(folder) }
        let path = relative.isEmpty ? "" : folder.appendingPathComponent(relative).path
        #expect {
            try AtomicFile.write(Array("x".utf8), to: path)
        } throws: { error in
            let error = error as? FileWriteError
            return error?.description == "\(path): cannot write: \(reason.replacingOccurrences(of: "{folder}", with: folder.path))"
        }
    }

    @Test("A continuous WAV session that is not finished leaves the previous WAV file as it was")
    func unfinishedWAV() throws {
        let folder = try Self.folder()
        defer { removeSpeechTestDirectory(folder) }
        let path = folder.appendingPathComponent("previous.txt").path
        do {
            let output = try ContinuousWAVOutput(path: path)
            let speaker = Speaker(synthesizer: EstimatedSynthesizer(), outputs: [output])
            _ = speaker.speak(Utterance("one two three", kind: .announcement), mode: .interrupt, at: .zero)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous")
        #expect(try Self.names(folder) == ["previous.txt"])
    }
}
