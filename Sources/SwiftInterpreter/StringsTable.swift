import Foundation

/// A `Localizable.strings` file's keys and values (`"key" = "value";`, with comments), read as
/// UTF-8 or, with a byte order mark, UTF-16.
package struct StringsTable: Sendable {
    package var values: [String: String] = [:]

    package init(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return }
        let text: String?
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16)
        } else {
            text = String(data: data, encoding: .utf8)
        }
        guard let text else { return }
        values = Self.parse(text)
    }

    package init(values: [String: String]) {
        self.values = values
    }

    /// The `"key" = "value";` pairs of `text`; anything else is passed over.
    static func parse(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        var scalars = Array(text.unicodeScalars)[...]
        var strings: [String] = []
        while let first = scalars.first {
            if first == "/", scalars.dropFirst().first == "*" {
                scalars = scalars.dropFirst(2)
                while !scalars.isEmpty, !(scalars.first == "*" && scalars.dropFirst().first == "/") { scalars = scalars.dropFirst() }
                scalars = scalars.dropFirst(2)
            } else if first == "/", scalars.dropFirst().first == "/" {
                while let next = scalars.first, next != "\n" { scalars = scalars.dropFirst() }
            } else if first == "\"" {
                scalars = scalars.dropFirst()
                var value = String.UnicodeScalarView()
                while let next = scalars.first, next != "\"" {
                    scalars = scalars.dropFirst()
                    if next == "\\", let escaped = scalars.first {
                        scalars = scalars.dropFirst()
                        switch escaped {
                        case "n": value.append("\n")
                        case "t": value.append("\t")
                        default: value.append(escaped)
                        }
                    } else {
                        value.append(next)
                    }
                }
                scalars = scalars.dropFirst()
                strings.append(String(value))
            } else if first == ";" {
                if strings.count == 2 { result[strings[0]] = strings[1] }
                strings = []
                scalars = scalars.dropFirst()
            } else {
                scalars = scalars.dropFirst()
            }
        }
        return result
    }
}
