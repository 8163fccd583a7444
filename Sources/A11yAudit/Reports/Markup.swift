/// Escaping for XML and HTML text and attributes.
enum Markup {
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r":
                result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
