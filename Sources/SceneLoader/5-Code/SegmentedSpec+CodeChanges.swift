import SwiftInterpreter

/// Segmented controls changed in code: each change the code makes to the segments, in the order it
/// makes them, after the control is placed (docs/code.md, "Segmented controls made in code").
extension SegmentedSpec {
    /// Applies `change` as UIKit does; false when it names a segment the control does not have
    /// (UIKit raises there), which is then left out.
    mutating func apply(_ change: CodeSegmentChange) -> Bool {
        switch change {
        case .insert(let title, let at):
            // UIKit clamps the index to the segments there are, and keeps the selected segment selected.
            let index = min(max(0, at ?? segments.count), segments.count)
            segments.insert(title, at: index)
            if selected >= index { selected += 1 }
        case .title(let title, let at):
            guard segments.indices.contains(at) else { return false }
            segments[at] = title
        case .remove(let at):
            guard segments.indices.contains(at) else { return false }
            segments.remove(at: at)
            if selected == at { selected = -1 } else if selected > at { selected -= 1 }
        case .removeAll:
            segments = []
            selected = -1
        case .select(let index):
            guard (-1..<segments.count).contains(index) else { return false }
            selected = index
        }
        return true
    }
}
