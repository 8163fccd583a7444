/// The scene coverage on the wire between a worker and the parent (see ``WireCodable``).
extension SceneCoverage: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(files)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(files: try reader.read())
    }
}

extension FileCoverage: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(file)
        writer.write(found)
        writer.write(audited)
        writer.write(notAudited)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(file: try reader.read(), found: try reader.read(), audited: try reader.read(), notAudited: try reader.read())
    }
}

extension UnauditedScene: WireCodable {
    func write(to writer: inout WireWriter) {
        writer.write(id)
        writer.write(className)
        writer.write(location)
        writer.write(reason)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(id: try reader.read(), className: try reader.read(), location: try reader.read(), reason: try reader.read())
    }
}
