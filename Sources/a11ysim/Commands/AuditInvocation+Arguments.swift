/// Reading `audit`'s arguments without ArgumentParser, when they are plainly well formed.
///
/// ArgumentParser reflects over every option and checks for a completion-script request on each run,
/// and the Swift runtime's first type lookups for that cost about 3 ms (docs/performance.md), on the
/// path a CI audit waits for before its first input is read. A CI audit's arguments are simple: inputs,
/// `--name value` or `--name=value` options and two flags. ``scan(_:)`` reads exactly those, and
/// leaves everything else to ArgumentParser, which then parses as usual: help, an unknown or repeated
/// option, a value that starts with `-`, `--`, a value that does not convert, a usage problem. So what
/// users see of the command line — its help, its messages — is ArgumentParser's alone, and a test
/// checks that both read the same invocation from the same arguments.
extension AuditInvocation {
    /// The invocation `arguments` (those after `audit`) ask for; nil when ArgumentParser must read them.
    static func scan(_ arguments: ArraySlice<String>) -> AuditInvocation? {
        var invocation = AuditInvocation(inputs: [], format: .text, output: nil, config: nil, baseline: nil, writeBaseline: nil,
                                         jobs: 1, maxStates: nil, exhaustive: false, worker: false)
        var seen: Set<Substring> = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                invocation.inputs.append(argument)
                continue
            }
            guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
            var name = argument.dropFirst(2)
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = name[..<equals]
            }
            guard seen.insert(name).inserted else { return nil }
            if name == "exhaustive" || name == "worker" {
                guard value == nil else { return nil }
                if name == "exhaustive" { invocation.exhaustive = true } else { invocation.worker = true }
                continue
            }
            if value == nil {
                guard index < arguments.endIndex, !arguments[index].hasPrefix("-") else { return nil }
                value = arguments[index]
                index += 1
            }
            guard let value, invocation.set(name, to: value) else { return nil }
        }
        return invocation.problem == nil ? invocation : nil
    }

    /// Sets the option called `name` to `value`; false when there is no such option or the value does
    /// not convert.
    private mutating func set(_ name: Substring, to value: String) -> Bool {
        switch name {
        case "format":
            guard let format = AuditFormat(rawValue: value) else { return false }
            self.format = format
        case "output": output = value
        case "config": config = value
        case "baseline": baseline = value
        case "write-baseline": writeBaseline = value
        case "jobs":
            guard let jobs = Int(value) else { return false }
            self.jobs = jobs
        case "max-states":
            guard let maxStates = Int(value) else { return false }
            self.maxStates = maxStates
        default:
            return false
        }
        return true
    }
}
