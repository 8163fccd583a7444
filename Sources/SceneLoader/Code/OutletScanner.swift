import Foundation

/// The `<outlet property="…" destination="…"/>` connections of Interface Builder files, by the
/// element that owns them (a controller, a custom view, File's Owner): the app's code reaches views
/// through them. The storyboard parser blanks outlets unread, so they are found here in one pass
/// over the bytes, only when code is read. Keys are `path#id` (`path#FilesOwner` for a xib's owner).
enum OutletScanner {
    static func outlets(in files: [URL]) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for url in files where DocumentLoader.interfaceBuilderExtensions.contains(url.pathExtension.lowercased()) {
            guard let data = try? Data(contentsOf: url) else { continue }
            scan(Array(data), path: url.path, into: &result)
        }
        return result
    }

    /// The key of the outlets of the element `id` of `path`.
    static func key(_ path: String, _ id: String) -> String { "\(path)#\(id)" }

    private static func scan(_ bytes: [UInt8], path: String, into result: inout [String: [String: String]]) {
        var owners: [String?] = []
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")), open + 1 < bytes.count {
            let next = bytes[open + 1]
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                let close = next == UInt8(ascii: "?") ? Array("?>".utf8) : bytes[open...].starts(with: Array("<!--".utf8)) ? Array("-->".utf8) : Array("]]>".utf8)
                index = find(close, in: bytes, from: open + 2).map { $0 + close.count } ?? bytes.count
                continue
            }
            guard let end = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { return }
            index = end + 1
            if next == UInt8(ascii: "/") {
                _ = owners.popLast()
                continue
            }
            let tag = bytes[(open + 1)..<end]
            let name = tag.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "\n") }
            if name.elementsEqual("outlet".utf8), owners.count >= 2, let owner = owners[owners.count - 2],
               let property = attribute("property", in: tag), let destination = attribute("destination", in: tag) {
                result[key(path, owner), default: [:]][property] = destination
            }
            guard bytes[end - 1] != UInt8(ascii: "/") else { continue }
            let id = attribute("placeholderIdentifier", in: tag) == "IBFilesOwner" ? "FilesOwner" : attribute("id", in: tag)
            owners.append(id)
        }
    }

    private static func attribute(_ name: String, in tag: ArraySlice<UInt8>) -> String? {
        let marker = Array(" \(name)=\"".utf8)
        guard let start = find(marker, in: Array(tag), from: 0) else { return nil }
        let valueStart = tag.startIndex + start + marker.count
        guard let valueEnd = tag[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return String(decoding: tag[valueStart..<valueEnd], as: UTF8.self)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
