import AccessibilityTree

/// A quick pass over YAML text before it is composed, refusing the constructs that could make the
/// YAML library hash or recurse without bound: aliases used as mapping keys (billion-laughs keys),
/// explicit complex keys, and nesting deeper than ``Limits/maximumDepth``.
///
/// Aliases used as values stay allowed; the decoder counts every node they expand to.
struct YAMLSafetyScan {
    let text: String
    let file: String

    func check() throws(SceneLoadError) {
        var blockIndent: Int?
        var quote: Character?
        var flowDepth = 0
        // Split on the newline scalar: as Characters, "\r\n" is one grapheme and would hide line breaks.
        for (index, rawLine) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Array(String(String.UnicodeScalarView(rawLine)))
            let indentation = line.prefix { $0 == " " }.count
            if let block = blockIndent {
                if quote == nil && (indentation > block || line.allSatisfy(\.isWhitespace)) { continue }
                blockIndent = nil
            }
            if indentation > Limits.maximumDepth * 5 {
                throw error("indentation of \(indentation) columns is deeper than this loader accepts (\(Limits.maximumDepth * 5)); flatten the structure", line: index, column: indentation)
            }
            var atTokenStart = quote == nil
            var sequenceIndicators = 0
            var column = 0
            while column < line.count {
                let character = line[column]
                if let open = quote {
                    if character == "\\" && open == "\"" { column += 2; continue }
                    if character == open {
                        if open == "'" && column + 1 < line.count && line[column + 1] == "'" { column += 2; continue }
                        quote = nil
                    }
                    column += 1
                    continue
                }
                let next: Character? = column + 1 < line.count ? line[column + 1] : nil
                let followedBySpace = next == nil || next == " " || next == "\t" || next == "\r"
                switch character {
                case " ", "\t", "\r":
                    break
                case "#" where column == 0 || line[column - 1] == " " || line[column - 1] == "\t":
                    column = line.count
                    continue
                case "\"" where atTokenStart, "'" where atTokenStart:
                    quote = character
                case "[" where atTokenStart || flowDepth > 0, "{" where atTokenStart || flowDepth > 0:
                    flowDepth += 1
                    if flowDepth > Limits.maximumDepth {
                        throw error("flow collections nested deeper than \(Limits.maximumDepth) levels; flatten the structure", line: index, column: column)
                    }
                    atTokenStart = true
                    column += 1
                    continue
                case "]" where flowDepth > 0, "}" where flowDepth > 0:
                    flowDepth -= 1
                case "," where flowDepth > 0:
                    atTokenStart = true
                    column += 1
                    continue
                case "-" where atTokenStart && followedBySpace:
                    sequenceIndicators += 1
                    if indentation + sequenceIndicators > Limits.maximumDepth * 5 {
                        throw error("lists nested deeper than this loader accepts; flatten the structure", line: index, column: column)
                    }
                    column += 1
                    continue
                case "?" where atTokenStart && followedBySpace:
                    throw error("explicit ('? ') mapping keys are not supported; write keys as plain text", line: index, column: column)
                case "*" where atTokenStart:
                    var end = column + 1
                    while end < line.count, line[end].isLetter || line[end].isNumber || line[end] == "_" || line[end] == "-" { end += 1 }
                    var after = end
                    while after < line.count, line[after] == " " { after += 1 }
                    if after < line.count, line[after] == ":" {
                        throw error("an alias (*\(String(line[(column + 1)..<end]))) cannot be a mapping key; write the key as plain text", line: index, column: column)
                    }
                    column = end
                    atTokenStart = false
                    continue
                case "|" where atTokenStart, ">" where atTokenStart:
                    let rest = line[(column + 1)...].drop { "+-123456789".contains($0) }
                    let trimmed = rest.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
                    if trimmed.isEmpty || trimmed.first == "#" {
                        blockIndent = indentation
                        column = line.count
                        continue
                    }
                case ":" where followedBySpace:
                    atTokenStart = true
                    column += 1
                    continue
                default:
                    break
                }
                if character != " " && character != "\t" && character != "\r" { atTokenStart = false }
                column += 1
            }
        }
    }

    private func error(_ message: String, line: Int, column: Int) -> SceneLoadError {
        SceneLoadError(message, at: SourceLocation(file: file, line: line + 1, column: column + 1))
    }
}
