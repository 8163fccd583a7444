/// The type names a folder's Swift code makes or refers to as a value: `Name(`, `Name<T>(`,
/// `Name.init`, `Name.self` — a view controller class that appears in none of these forms is never
/// made by the app's code (``SwiftInterpreter/DeclaredViewController/isOnlySubclassed``).
///
/// A byte scan, not a parse: a name in a comment or a string counts too, which only keeps a class
/// counted as a screen. Generic arguments are skipped up to ``maximumGenericLength`` bytes.
public enum ConstructedTypes {
    /// The longest generic argument list skipped between a name and its `(`.
    public static let maximumGenericLength = 256

    /// The names each of `sources` uses in one of the forms above.
    static func names(in sources: [String]) -> Set<String> {
        var names: Set<String> = []
        for source in sources {
            var text = source
            text.withUTF8 { bytes in scan(bytes, into: &names) }
        }
        return names
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, into names: inout Set<String>) {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            guard isIdentifierByte(byte) else {
                index += 1
                continue
            }
            let start = index
            while index < count, isIdentifierByte(bytes[index]) { index += 1 }
            // Only a name that starts with a capital and is not a member (`x.Name`).
            guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte), start == 0 || bytes[start - 1] != UInt8(ascii: ".") else { continue }
            var next = index
            if next < count, bytes[next] == UInt8(ascii: "<") {
                var depth = 0
                let limit = min(count, next + maximumGenericLength)
                while next < limit {
                    if bytes[next] == UInt8(ascii: "<") { depth += 1 }
                    if bytes[next] == UInt8(ascii: ">") { depth -= 1 }
                    next += 1
                    if depth == 0 { break }
                }
                guard depth == 0 else { continue }
            }
            if next < count, bytes[next] == UInt8(ascii: "(") || followedBy(".init", bytes, at: next) || followedBy(".self", bytes, at: next) {
                names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            }
        }
    }

    private static func followedBy(_ word: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        let matches = (0..<length).allSatisfy { bytes[index + $0] == word.utf8Start[$0] }
        return matches && (index + length == bytes.count || !isIdentifierByte(bytes[index + length]))
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
