/// One thing to audit: a file, or a folder whose storyboards are one app.
public struct AuditInput: Hashable, Codable, Sendable {
    public var path: String
    /// Whether `path` is a folder whose storyboards reference each other and load as one app.
    public var isFolderApp: Bool

    /// The report's names (a shard's `inputs`), which the worker pipe uses too.
    enum CodingKeys: String, CodingKey { case path, isFolderApp = "folderApp" }

    public init(path: String, isFolderApp: Bool = false) {
        self.path = path
        self.isFolderApp = isFolderApp
    }
}
