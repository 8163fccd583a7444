/// Segmented controls changed in code: a segment inserted, retitled or removed and the selection set
/// are facts of their own, applied in order once the control is placed, so that segments added after
/// `addSubview` are the control's (docs/code.md, "Segmented controls made in code").
extension Interpreter {
    /// `insertSegment(withTitle:at:animated:)` and `insertSegment(with: image, at:animated:)`.
    func insertSegment(_ call: Call) {
        guard let target = call.object?.target else {
            leaveAlone("inserts a segment into a control the model does not hold")
            return
        }
        guard let (title, origin) = segmentTitle(call.argument("withTitle") ?? call.argument("with")) else {
            leaveAlone("inserts a segment whose title the interpreter cannot tell")
            return
        }
        // An index the interpreter cannot tell puts the segment last: the segment is there, only its place is not known.
        let index = call.argument("at").flatMap(position)
        effect(.set(target, .segments(.insert(title, at: index))), unknownOrigin: origin)
    }

    /// `setTitle(_:forSegmentAt:)` and `setImage(_:forSegmentAt:)`.
    func setSegmentTitle(_ call: Call) {
        guard let target = call.object?.target, let index = call.argument("forSegmentAt").flatMap(position) else {
            leaveAlone("sets the title of a segment the interpreter cannot tell")
            return
        }
        guard let (title, origin) = segmentTitle(call.argument(nil)) else {
            leaveAlone("sets a segment's title to a value the interpreter cannot tell")
            return
        }
        effect(.set(target, .segments(.title(title, at: index))), unknownOrigin: origin)
    }

    /// `removeSegment(at:animated:)` and `removeAllSegments()`.
    func removeSegments(_ call: Call) {
        guard let target = call.object?.target else {
            leaveAlone("removes segments of a control the model does not hold")
            return
        }
        if call.name == "removeAllSegments" {
            effect(.set(target, .segments(.removeAll)))
        } else if let index = call.argument("at").flatMap(position) {
            effect(.set(target, .segments(.remove(at: index))))
        } else {
            leaveAlone("removes a segment at an index the interpreter cannot tell")
        }
    }

    /// `selectedSegmentIndex = n`: a known index, or `UISegmentedControl.noSegment` (-1).
    func selectSegment(of target: CodeTarget, _ value: Value) {
        switch value {
        case .enumCase("noSegment", _): effect(.set(target, .segments(.select(-1))))
        case .number(-1): effect(.set(target, .segments(.select(-1))))
        default:
            guard let index = position(value) else {
                leaveAlone("selects a segment the interpreter cannot tell (\(value.origin ?? "it differs by path"))")
                return
            }
            effect(.set(target, .segments(.select(index))))
        }
    }

    /// A segment's title: text (unknown parts as `⟨origin⟩`), or an image's name as Interface Builder's
    /// image segments are named; nil for a value that is neither.
    private func segmentTitle(_ value: Value?) -> (String, String?)? {
        switch value {
        case .object(.created("UIImage", let image))?:
            return createdImages[image].map { ($0, nil) } ?? ("⟨an image⟩", "an image")
        case let value?: return Self.text(of: value)
        case nil: return nil
        }
    }
}
