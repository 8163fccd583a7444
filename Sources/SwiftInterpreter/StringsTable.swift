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

    /// A string catalog's (`Localizable.xcstrings`, JSON) values in its source language: each key's
    /// `stringUnit` value, or the key itself where the catalog leaves the source text as the key. A
    /// plural or device variation takes its `other` form. A file that is not a catalog has no values.
    package init(catalogAt url: URL) {
        guard let data = try? Data(contentsOf: url),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return }
        let language = root["sourceLanguage"] as? String ?? "en"
        for (key, entry) in strings {
            let localization = ((entry as? [String: Any])?["localizations"] as? [String: Any])?[language] as? [String: Any]
            values[key] = localization.flatMap(Self.catalogValue) ?? key
        }
    }

    /// How deep a strings dictionary's `<dict>` and `<array>` elements may nest: real ones nest three
    /// deep (the file, a key, a variable); a deeper file is not read, so Foundation's recursive
    /// property-list parser never meets hostile nesting (docs/fuzzing.md, "Limits").
    package static let maximumDictionaryNesting = 16

    /// A strings dictionary's (`Localizable.stringsdict`, an XML property list) values: each key's
    /// `NSStringLocalizedFormatKey` with every `%#@variable@` replaced by the variable's `other` plural
    /// form (`%d items`). A file that is not a strings dictionary, or nests past the limit, has no values.
    package init(stringsDictionaryAt url: URL) {
        guard let data = try? Data(contentsOf: url), Self.dictionaryNesting(of: data) <= Self.maximumDictionaryNesting,
              let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return }
        for (key, entry) in root {
            guard let entry = entry as? [String: Any], var format = entry["NSStringLocalizedFormatKey"] as? String else { continue }
            for (name, variable) in entry where name != "NSStringLocalizedFormatKey" {
                guard let other = (variable as? [String: Any])?["other"] as? String else { continue }
                format = format.replacingOccurrences(of: "%#@\(name)@", with: other)
            }
            values[key] = format
        }
    }

    /// How deep `<dict>` and `<array>` elements nest in a property list's XML, counted without parsing.
    static func dictionaryNesting(of data: Data) -> Int {
        var depth = 0, deepest = 0
        let bytes = [UInt8](data)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "<") {
            let tag = bytes[(index + 1)..<min(index + 8, bytes.count)]
            if tag.starts(with: Array("dict>".utf8)) || tag.starts(with: Array("array>".utf8)) {
                depth += 1
                deepest = max(deepest, depth)
            } else if tag.starts(with: Array("/dict>".utf8)) || tag.starts(with: Array("/array>".utf8)) {
                depth -= 1
            }
        }
        return deepest
    }

    /// The text of one localization of a catalog entry: its string unit, else its `other` plural or
    /// device variation.
    private static func catalogValue(_ localization: [String: Any]) -> String? {
        if let value = (localization["stringUnit"] as? [String: Any])?["value"] as? String { return value }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        for kind in ["plural", "device"] {
            if let forms = variations[kind] as? [String: Any], let other = (forms["other"] as? [String: Any]).flatMap(catalogValue) { return other }
        }
        return nil
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
