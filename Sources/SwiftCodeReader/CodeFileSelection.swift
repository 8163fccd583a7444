/// Which of a folder's Swift files can contribute to the classes an input names, found from their
/// text without parsing: the files that declare or extend a named class (`class X`, `extension X`),
/// then the files declaring the types those files refer to by a qualified name (`UserText.title`,
/// `StoryboardSegue.Main.showDetail`, `StoryboardScene.Main.settings`), the one level the reader
/// follows. The choice is a superset of what the reader looks up: a word in a comment or a string
/// only adds a file.
struct CodeFileSelection {
    /// One file's words: the names after `class`, `struct`, `enum` and `extension`, and the words
    /// followed by a dot.
    struct FileWords: Sendable {
        var declared: Set<String> = []
        var qualifiers: Set<String> = []

        init(_ text: String) {
            var previous = ""
            var start: String.UTF8View.Index?
            let bytes = text.utf8
            var index = bytes.startIndex
            while index <= bytes.endIndex {
                let byte = index < bytes.endIndex ? bytes[index] : nil
                if let byte, Self.isWordByte(byte) {
                    if start == nil { start = index }
                } else if let first = start {
                    let word = String(text[first..<index])
                    if Self.declarers.contains(previous) { declared.insert(word) }
                    if byte == UInt8(ascii: ".") { qualifiers.insert(word) }
                    previous = word
                    start = nil
                }
                if index == bytes.endIndex { break }
                index = bytes.index(after: index)
            }
        }

        private static let declarers: Set<String> = ["class", "struct", "enum", "extension"]

        /// Letters, digits, `_`, and every byte of a non-ASCII character (Swift names may have them).
        private static func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
    }

    /// The indices of `files` to parse for the classes `names`.
    static func select(_ files: [FileWords], for names: Set<String>) -> [Int] {
        let declaring = files.indices.filter { !files[$0].declared.isDisjoint(with: names) }
        let referenced = declaring.reduce(into: Set<String>()) { $0.formUnion(files[$1].qualifiers) }
        return files.indices.filter { index in
            !files[index].declared.isDisjoint(with: names) || !files[index].declared.isDisjoint(with: referenced)
        }
    }
}
