import SwiftSyntax

/// Content a view controller's code can show whose accessibility a11ysim does not model: web
/// pages, media players and previews, maps, PDFs, SwiftUI views hosted in UIKit (docs/code.md, "What is not modelled"). A screen
/// shown with no elements whose class names one of these classes says so in its coverage reason,
/// instead of the general "may be built in a way not modelled".
package enum NotModelledContent {
    /// The classes, each with how a reason names what it shows.
    package static let classes: [String: String] = [
        "WKWebView": "a web view (WKWebView)", "UIWebView": "a web view (UIWebView)",
        "SFSafariViewController": "a web page (SFSafariViewController)",
        "AVPlayerViewController": "a media player (AVPlayerViewController)", "AVPlayerLayer": "a video (AVPlayerLayer)",
        "QLPreviewController": "a media preview (QLPreviewController)", "PHLivePhotoView": "a media preview (PHLivePhotoView)",
        "MKMapView": "a map (MKMapView)", "PDFView": "a PDF (PDFView)",
        // SwiftUI hosted inside a UIKit controller (a subclass of UIHostingController is counted apart).
        "UIHostingController": "SwiftUI (UIHostingController)", "UIHostingConfiguration": "SwiftUI (UIHostingConfiguration)",
    ]

    /// What the members of `parts` name of ``classes``, each once, in the order the table's
    /// descriptions sort (so that a reason reads the same on every run).
    static func named(in parts: [DeclarationIndex.TypePart]) -> [String] {
        var found: Set<String> = []
        for part in parts {
            for token in part.members.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind, let content = classes[name] { found.insert(content) }
            }
        }
        return found.sorted()
    }
}
