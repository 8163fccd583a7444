import Foundation

/// `audit --devices`: the list of devices every input is audited on, each entry a device and its
/// orientation (docs/cli.md, "Devices").
extension DeviceRequest {
    /// The suffix that turns a `--devices` entry to landscape; `:portrait` keeps it upright.
    static let landscapeSuffix = ":landscape"
    static let portraitSuffix = ":portrait"

    /// The entries of a comma-separated `--devices` list, each as its canonical text: the name
    /// `--device` takes (a model as docs/storyboards.md's table writes it, else the name in lower
    /// case), then `:landscape` for one in landscape — an entry that says `:landscape`, or one that
    /// says neither when `landscape` (`--landscape`) is set. The canonical text is what reports call
    /// the device, and reads back with ``init(entry:)``.
    ///
    /// - Throws: A ``DeviceRequestError`` for an entry naming no device (listing the names there
    ///   are), or one listed twice in the same orientation.
    public static func matrix(_ list: String, landscape: Bool) throws(DeviceRequestError) -> [String] {
        var entries: [String] = []
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            var name = part.trimmingCharacters(in: .whitespaces)
            var isLandscape = landscape
            if name.lowercased().hasSuffix(landscapeSuffix) {
                name = String(name.dropLast(landscapeSuffix.count)).trimmingCharacters(in: .whitespaces)
                isLandscape = true
            } else if name.lowercased().hasSuffix(portraitSuffix) {
                name = String(name.dropLast(portraitSuffix.count)).trimmingCharacters(in: .whitespaces)
                isLandscape = false
            }
            do {
                _ = try DeviceRequest(name: name)
            } catch {
                throw DeviceRequestError(name: name, option: "--devices")
            }
            let entry = (IBDevice.model(named: name)?.name ?? name.lowercased()) + (isLandscape ? landscapeSuffix : "")
            guard !entries.contains(entry) else { throw DeviceRequestError(name: entry, option: "--devices", isRepeated: true) }
            entries.append(entry)
        }
        return entries
    }

    /// The request for one entry ``matrix(_:landscape:)`` gave: its device, in landscape when it
    /// ends in `:landscape`.
    public init(entry: String) throws(DeviceRequestError) {
        let isLandscape = entry.hasSuffix(Self.landscapeSuffix)
        try self.init(name: isLandscape ? String(entry.dropLast(Self.landscapeSuffix.count)) : entry, landscape: isLandscape)
    }
}
