/// One thing to audit: a file, or a folder whose storyboards are one app, on one device of
/// `audit --devices`' matrix or on the device the run asks for.
public struct AuditInput: Hashable, Codable, Sendable {
    public var path: String
    /// Whether `path` is a folder whose storyboards reference each other and load as one app.
    public var isFolderApp: Bool
    /// The `--devices` entry to audit it on (`DeviceRequest.matrix(_:landscape:)`'s canonical
    /// text); nil for the run's device.
    public var device: String?

    /// The report's names (a shard's `inputs`, which never carry a device), which the worker pipe uses too.
    enum CodingKeys: String, CodingKey { case path, isFolderApp = "folderApp", device }

    public init(path: String, isFolderApp: Bool = false, device: String? = nil) {
        self.path = path
        self.isFolderApp = isFolderApp
        self.device = device
    }
}
