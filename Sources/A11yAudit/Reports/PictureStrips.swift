import AccessibilityTree

/// The stretches of a screen an HTML picture draws, top to bottom: those holding a bar or an element,
/// with a margin; an empty stretch between them taller than ``minimumGap`` is left out and drawn as a
/// short marker that says how tall it was, and the empty top and bottom are left out too. So a picture
/// is as tall as what it shows (docs/audit.md, "html").
struct PictureStrips {
    /// The points kept above and below each frame.
    static let margin = 8.0
    /// The shortest empty stretch left out; shorter ones are drawn.
    static let minimumGap = 100.0
    /// The height of the marker drawn for a stretch left out.
    static let gapHeight = 24.0
    /// The least height of a picture: a screen with nothing on it is a strip.
    static let minimumHeight = 44.0

    /// The stretches drawn, in the screen's points, top to bottom; never empty.
    private(set) var stretches: [ClosedRange<Double>] = []
    let screenHeight: Double

    /// The stretches that hold `frames` (in window coordinates) on a screen `screenHeight` high; frames
    /// wholly outside the screen are not drawn.
    init(frames: [Rect], screenHeight: Double) {
        self.screenHeight = screenHeight
        let spans = frames.compactMap(span).sorted { $0.lowerBound < $1.lowerBound }
        for span in spans {
            if let last = stretches.last, span.lowerBound <= last.upperBound + Self.minimumGap {
                stretches[stretches.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                stretches.append(span)
            }
        }
        if stretches.isEmpty { stretches = [0...min(screenHeight, Self.minimumHeight)] }
        if stretches.count == 1, let only = stretches.first, only.upperBound - only.lowerBound < Self.minimumHeight {
            stretches = [only.lowerBound...min(screenHeight, only.lowerBound + Self.minimumHeight)]
        }
    }

    /// The stretch `frame` needs, margin included, within the screen; nil when it is outside it.
    private func span(_ frame: Rect) -> ClosedRange<Double>? {
        // A frame of negative height (a hostile file) still has a top and a bottom.
        let top = min(frame.minY, frame.maxY), bottom = max(frame.minY, frame.maxY)
        guard top.isFinite, bottom.isFinite, bottom > 0, top < screenHeight else { return nil }
        return max(0, top - Self.margin)...min(screenHeight, bottom + Self.margin)
    }

    /// Where stretch `index` starts in the picture, in points.
    func drawnTop(_ index: Int) -> Double {
        stretches[..<index].reduce(0) { $0 + $1.upperBound - $1.lowerBound } + Double(index) * Self.gapHeight
    }

    /// The picture's height in points.
    var drawnHeight: Double {
        let last = stretches.count - 1
        return drawnTop(last) + stretches[last].upperBound - stretches[last].lowerBound
    }

    /// How far a frame moves up in the picture (its stretch's top on the screen less its top in the
    /// picture); nil when the frame is outside the screen and not drawn.
    func shift(of frame: Rect) -> Double? {
        guard let span = span(frame) else { return nil }
        guard let index = stretches.firstIndex(where: { $0.contains(span.lowerBound) }) else { return nil }
        return stretches[index].lowerBound - drawnTop(index)
    }

    /// The stretches left out between those drawn: where each marker goes in the picture, and how many
    /// points of the screen it stands for.
    var gaps: [(drawnTop: Double, height: Double)] {
        stretches.indices.dropLast().map { index in
            (drawnTop(index + 1) - Self.gapHeight, stretches[index + 1].lowerBound - stretches[index].upperBound)
        }
    }

    /// Whether anything of the screen is left out.
    var leavesOut: Bool {
        stretches.count > 1 || stretches[0].lowerBound > 0 || stretches[0].upperBound < screenHeight
    }
}
