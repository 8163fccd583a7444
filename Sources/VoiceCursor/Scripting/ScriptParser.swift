import AccessibilityTree

/// Reads VoiceOver scripts: one command per line (or separated by `;`), `#` starts a comment, and
/// arguments with spaces are written in double quotes (`focus "Check One"`, `\"` inside).
public enum ScriptParser {
    /// Every command name the parser accepts, for messages and help.
    public static let commandNames = [
        "next", "previous", "first", "last", "touch X Y", "activate", "escape", "magic-tap",
        "scroll up|down|left|right|next|previous", "increment", "decrement", "rotor NAME", "rotor-next",
        "rotor-previous", "read-all [from-focus]", "pause", "wait MS", "focus IDENTIFIER|\"label\"", "tree",
        "rotate landscape|portrait", "post screenChanged|layoutChanged|announcement|pageScrolled [ARG]",
        "expect \"PHRASE\"", "expect-focus IDENTIFIER|\"label\"|\"phrase\"", "expect-screen TITLE", "say \"VOICE CONTROL COMMAND\"",
    ]

    /// Parses `text` from `file`; `;` also separates commands when `semicolons` is true (for `-c`).
    public static func parse(_ text: String, file: String, semicolons: Bool = false) throws(ScriptError) -> [ScriptCommand] {
        var commands: [ScriptCommand] = []
        // A script saved with Windows line ends reads as the same lines: "\r\n" is one Character.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (lineIndex, line) in lines.enumerated() {
            let pieces = semicolons ? splitOnSemicolons(Substring(line)) : [(Substring(line), 0)]
            for (piece, offset) in pieces {
                let tokens = try tokenize(piece, file: file, line: lineIndex + 1, columnOffset: offset)
                guard let first = tokens.first else { continue }
                let location = SourceLocation(file: file, line: lineIndex + 1, column: first.column)
                let action = try parseAction(tokens, location: location)
                commands.append(ScriptCommand(action: action, text: trimmed(piece), location: location))
            }
        }
        return commands
    }

    private static func trimmed(_ text: Substring) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(text.drop(while: blank).reversed().drop(while: blank).reversed())
    }

    private struct ScriptToken {
        var text: String
        var column: Int
        var quoted: Bool
    }

    /// Splits on `;` outside quotes, keeping each piece's column offset (counted as the characters
    /// go by, so a long line is read once).
    private static func splitOnSemicolons(_ line: Substring) -> [(Substring, Int)] {
        var pieces: [(Substring, Int)] = []
        var start = line.startIndex, startColumn = 0
        var inQuotes = false
        var escaped = false
        var index = line.startIndex, column = 0
        while index < line.endIndex {
            let character = line[index]
            index = line.index(after: index)
            column += 1
            if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" {
                inQuotes.toggle()
            } else if character == ";" && !inQuotes {
                pieces.append((line[start..<line.index(before: index)], startColumn))
                start = index
                startColumn = column
            }
        }
        pieces.append((line[start...], startColumn))
        return pieces
    }

    /// The tokens of `text`, each with its column; the column is counted as the characters go by, so
    /// a long line is read once.
    private static func tokenize(_ text: Substring, file: String, line: Int, columnOffset: Int) throws(ScriptError) -> [ScriptToken] {
        var tokens: [ScriptToken] = []
        var index = text.startIndex
        var column = columnOffset + 1
        func advance() {
            index = text.index(after: index)
            column += 1
        }
        while index < text.endIndex {
            let character = text[index]
            if character == " " || character == "\t" || character == "\r" {
                advance()
            } else if character == "#" {
                break
            } else if character == "\"" {
                let start = column
                var value = ""
                advance()
                var closed = false
                while index < text.endIndex {
                    let c = text[index]
                    if c == "\\", text.index(after: index) < text.endIndex {
                        advance()
                        value.append(text[index])
                    } else if c == "\"" {
                        closed = true
                        advance()
                        break
                    } else {
                        value.append(c)
                    }
                    advance()
                }
                guard closed else {
                    throw ScriptError(location: SourceLocation(file: file, line: line, column: start),
                                      message: "unterminated quoted string; close it with \"")
                }
                tokens.append(ScriptToken(text: value, column: start, quoted: true))
            } else {
                let start = index, startColumn = column
                while index < text.endIndex, !" \t\r".contains(text[index]) { advance() }
                tokens.append(ScriptToken(text: String(text[start..<index]), column: startColumn, quoted: false))
            }
        }
        return tokens
    }

    private static func parseAction(_ tokens: [ScriptToken], location: SourceLocation) throws(ScriptError) -> ScriptCommand.Action {
        let name = tokens[0].text.lowercased()
        let arguments = Array(tokens.dropFirst())
        func fail(_ message: String, at token: ScriptToken? = nil) -> ScriptError {
            var place = location
            if let token { place.column = token.column }
            return ScriptError(location: place, message: message)
        }
        func noArguments(_ action: ScriptCommand.Action) throws(ScriptError) -> ScriptCommand.Action {
            guard arguments.isEmpty else { throw fail("'\(name)' takes no arguments", at: arguments[0]) }
            return action
        }
        func oneArgument(_ usage: String) throws(ScriptError) -> String {
            guard arguments.count == 1 else {
                throw fail("'\(name)' takes one argument: \(usage)", at: arguments.dropFirst().first ?? tokens[0])
            }
            return arguments[0].text
        }
        switch name {
        case "next": return try noArguments(.gesture(.next))
        case "previous": return try noArguments(.gesture(.previous))
        case "first": return try noArguments(.gesture(.first))
        case "last": return try noArguments(.gesture(.last))
        case "activate": return try noArguments(.gesture(.activate))
        case "escape": return try noArguments(.gesture(.escape))
        case "magic-tap": return try noArguments(.gesture(.magicTap))
        case "increment": return try noArguments(.gesture(.increment))
        case "decrement": return try noArguments(.gesture(.decrement))
        case "rotor-next": return try noArguments(.gesture(.rotorNext))
        case "rotor-previous": return try noArguments(.gesture(.rotorPrevious))
        case "pause": return try noArguments(.gesture(.pause))
        case "tree": return try noArguments(.tree)
        case "read-all":
            if arguments.isEmpty { return .gesture(.readAll(fromTop: true)) }
            guard arguments.count == 1, arguments[0].text == "from-focus" else {
                throw fail("'read-all' takes nothing or 'from-focus'", at: arguments[0])
            }
            return .gesture(.readAll(fromTop: false))
        case "touch":
            guard arguments.count == 2, let x = Double(arguments[0].text), let y = Double(arguments[1].text),
                  x.isFinite, y.isFinite else {
                throw fail("'touch' takes two numbers: touch X Y (points, window coordinates)", at: arguments.first ?? tokens[0])
            }
            return .gesture(.touch(Point(x: x, y: y)))
        case "scroll":
            let value = try oneArgument("up, down, left, right, next or previous")
            guard let direction = AccessibilityScrollDirection(rawValue: value.lowercased()) else {
                throw fail("unknown scroll direction '\(value)'; expected up, down, left, right, next or previous", at: arguments[0])
            }
            return .gesture(.scroll(direction))
        case "rotor":
            return .gesture(.rotor(RotorSetting(commandName: try oneArgument("a setting such as headings, links, form-controls, containers, actions, adjust-value or a custom rotor's name"))))
        case "wait":
            let value = try oneArgument("milliseconds, e.g. wait 500")
            guard let milliseconds = Int(value), milliseconds >= 0, milliseconds <= 86_400_000 else {
                throw fail("'wait' takes a whole number of milliseconds from 0 to 86400000, not '\(value)'", at: arguments[0])
            }
            return .wait(.milliseconds(milliseconds))
        case "focus":
            return .focus(try oneArgument("an accessibilityIdentifier or a \"label\""))
        case "rotate":
            let value = try oneArgument("landscape or portrait")
            guard let orientation = Device.Orientation(rawValue: value.lowercased()) else {
                throw fail("unknown orientation '\(value)'; expected landscape or portrait", at: arguments[0])
            }
            return .rotate(orientation)
        case "post":
            guard let first = arguments.first, let notification = AccessibilityNotification(rawValue: first.text) else {
                throw fail("'post' takes a notification: screenChanged, layoutChanged, announcement or pageScrolled", at: arguments.first ?? tokens[0])
            }
            guard arguments.count <= 2 else { throw fail("'post' takes at most one argument after the notification", at: arguments[2]) }
            return .post(notification, arguments.count == 2 ? arguments[1].text : nil)
        case "expect":
            return .expect(.phrase(try oneArgument("the phrase in double quotes, e.g. expect \"Play, button\"")))
        case "expect-focus":
            return .expect(.focus(try oneArgument("an accessibilityIdentifier, a \"label\" or a \"phrase\"")))
        case "say":
            guard !arguments.isEmpty else {
                throw fail("'say' takes a Voice Control command, e.g. say \"Tap Send\" or say \"Show numbers\"", at: tokens[0])
            }
            return .say(arguments.map(\.text).joined(separator: " "))
        case "expect-screen":
            return .expect(.screen(arguments.map(\.text).joined(separator: " ")))
        default:
            throw fail("unknown command '\(tokens[0].text)'; expected one of: \(commandNames.joined(separator: ", "))", at: tokens[0])
        }
    }
}
