/// Auto Layout's visual format language (`H:|-[name]-8-[other(44)]-|`), read into constraints as
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` makes them, by the
/// grammar of Apple's Auto Layout Guide (docs/code.md, "Constraints made in code").
///
/// The standard space (`-`) is 8 pt between views and 20 pt to the superview's edge; `H:` relates
/// leading and trailing edges and widths (the default `options`), `V:` tops, bottoms and heights.
/// One pass over the characters, so any format is read in linear time.
enum VisualFormat {
    /// One constraint the format describes.
    struct Made {
        var first: CodeAnchor
        var relation: String
        var second: CodeAnchor?
        var constant: Double
        var priority: Double
    }

    /// Why a format was not read.
    struct Failure: Error {
        var message: String
    }

    /// The constraints of `format`, its views and metrics named by `views` and `metrics`.
    static func constraints(_ format: String, views: [String: CodeTarget], metrics: [String: Double]) -> Result<[Made], Failure> {
        guard format.count <= InterpreterLimits.maximumVisualFormatLength else { return .failure(Failure(message: "it is longer than \(InterpreterLimits.maximumVisualFormatLength) characters")) }
        var reader = Reader(characters: Array(format.filter { !$0.isWhitespace }), views: views, metrics: metrics)
        do {
            return .success(try reader.read())
        } catch {
            return .failure(error)
        }
    }

    /// A predicate: `>=70`, `==other`, `44@750`.
    private struct Predicate {
        var relation = "equal"
        var constant: Double?
        var view: String?
        var priority = 1000.0
    }

    private struct Reader {
        var characters: [Character]
        var position = 0
        let views: [String: CodeTarget]
        let metrics: [String: Double]
        var made: [Made] = []

        init(characters: [Character], views: [String: CodeTarget], metrics: [String: Double]) {
            self.characters = characters
            self.views = views
            self.metrics = metrics
        }

        var current: Character? { position < characters.count ? characters[position] : nil }

        mutating func take(_ character: Character) -> Bool {
            guard current == character else { return false }
            position += 1
            return true
        }

        mutating func read() throws(Failure) -> [Made] {
            var vertical = false
            if characters.count >= 2, characters[1] == ":" {
                guard characters[0] == "H" || characters[0] == "V" else { throw Failure(message: "the orientation is neither H nor V") }
                vertical = characters[0] == "V"
                position = 2
            }
            let (leading, trailing, size) = vertical ? ("top", "bottom", "height") : ("leading", "trailing", "width")
            var previous: CodeTarget?
            var pending: [Predicate]?
            var fromSuperview = false
            if take("|") {
                fromSuperview = true
                pending = try connection()
            }
            while take("[") {
                let name = identifier()
                guard let target = views[name] else { throw Failure(message: "no view is named \(name)") }
                if take("(") {
                    repeat {
                        let predicate = try self.predicate()
                        if let other = predicate.view {
                            guard let otherTarget = views[other] else { throw Failure(message: "no view is named \(other)") }
                            made.append(Made(first: CodeAnchor(target: target, attribute: size), relation: predicate.relation,
                                             second: CodeAnchor(target: otherTarget, attribute: size), constant: 0, priority: predicate.priority))
                        } else if let constant = predicate.constant {
                            made.append(Made(first: CodeAnchor(target: target, attribute: size), relation: predicate.relation, second: nil,
                                             constant: constant, priority: predicate.priority))
                        }
                    } while take(",")
                    guard take(")") else { throw Failure(message: "a view's predicates do not end with )") }
                }
                guard take("]") else { throw Failure(message: "a view does not end with ]") }
                if let predicates = pending {
                    for predicate in predicates {
                        let spacing = predicate.constant ?? (fromSuperview ? UIKitAPI.standardSuperviewSpacing : UIKitAPI.standardSpacing)
                        let second = previous.map { CodeAnchor(target: $0, attribute: trailing) }
                            ?? CodeAnchor(target: target, attribute: leading, ofSuperview: true)
                        made.append(Made(first: CodeAnchor(target: target, attribute: leading), relation: predicate.relation, second: second,
                                         constant: spacing, priority: predicate.priority))
                    }
                }
                previous = target
                fromSuperview = false
                pending = try connection()
                if current == "|" { break }
            }
            if take("|") {
                guard let last = previous, let predicates = pending else { throw Failure(message: "the superview's edge follows no view") }
                for predicate in predicates {
                    let spacing = predicate.constant ?? UIKitAPI.standardSuperviewSpacing
                    made.append(Made(first: CodeAnchor(target: last, attribute: trailing, ofSuperview: true), relation: predicate.relation,
                                     second: CodeAnchor(target: last, attribute: trailing), constant: spacing, priority: predicate.priority))
                }
            }
            guard position == characters.count else { throw Failure(message: "it has characters the grammar does not allow at \(position + 1)") }
            return made
        }

        /// A connection: nothing (flush, 0), `-` (the standard space, constant nil), or `-N-`, `-(>=N)-`.
        mutating func connection() throws(Failure) -> [Predicate] {
            guard take("-") else { return [Predicate(constant: 0)] }
            if current == "[" || current == "|" { return [Predicate()] }
            var predicates: [Predicate] = []
            if take("(") {
                repeat { predicates.append(try predicate()) } while take(",")
                guard take(")") else { throw Failure(message: "a connection's predicates do not end with )") }
            } else {
                predicates.append(try predicate())
            }
            guard take("-") else { throw Failure(message: "a connection does not end with -") }
            return predicates
        }

        /// `(==|<=|>=)? (number|metric|view) (@ (number|metric))?`
        mutating func predicate() throws(Failure) -> Predicate {
            var predicate = Predicate()
            for (symbol, relation) in [("==", "equal"), ("<=", "lessThanOrEqual"), (">=", "greaterThanOrEqual")] where matches(symbol) {
                predicate.relation = relation
                position += 2
                break
            }
            if let number = number() {
                predicate.constant = number
            } else {
                let name = identifier()
                if let metric = metrics[name] {
                    predicate.constant = metric
                } else if views[name] != nil {
                    predicate.view = name
                } else {
                    throw Failure(message: name.isEmpty ? "a predicate names nothing" : "no metric or view is named \(name)")
                }
            }
            if take("@") {
                if let number = number() {
                    predicate.priority = min(1000, max(1, number))
                } else if let metric = metrics[identifier()] {
                    predicate.priority = min(1000, max(1, metric))
                } else {
                    throw Failure(message: "a priority is neither a number nor a metric")
                }
            }
            return predicate
        }

        func matches(_ symbol: String) -> Bool {
            let symbol = Array(symbol)
            return position + symbol.count <= characters.count && Array(characters[position..<position + symbol.count]) == symbol
        }

        mutating func identifier() -> String {
            var name = ""
            while let character = current, character.isLetter || character.isNumber || character == "_" {
                if name.isEmpty, character.isNumber { break }
                name.append(character)
                position += 1
            }
            return name
        }

        mutating func number() -> Double? {
            var text = ""
            if current == "-" || current == "+", position + 1 < characters.count, characters[position + 1].isNumber {
                text.append(characters[position])
                position += 1
            }
            while let character = current, character.isNumber || character == "." {
                text.append(character)
                position += 1
            }
            return Double(text)
        }
    }
}
