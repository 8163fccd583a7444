import AccessibilityTree

/// The `shard` member of a shard's JSON report (`audit --shard I/N`), last in the document and only
/// there: which shard, every input of the run, and the options that change what is found.
extension JSONReport {
    static func writeShard(_ record: ShardRecord, to json: inout JSONWriter) {
        json.object("shard") { json in
            json.field("index", record.shard.index)
            json.field("count", record.shard.count)
            json.array("inputs") { json in
                for input in record.inputs {
                    json.object { json in
                        json.field("path", input.path)
                        json.field("folderApp", input.isFolderApp)
                    }
                }
            }
            json.object("options") { json in
                for (name, value) in record.options.sorted(by: { $0.key < $1.key }) {
                    json.key(name)
                    if let value { json.string(value) } else { json.null() }
                }
            }
        }
    }
}
