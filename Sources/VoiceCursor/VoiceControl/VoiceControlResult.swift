import AccessibilityTree

/// What one Voice Control command did: what was said, what it matched, who handled it and the
/// message a user would see ("tapped Send, button", "no item named Submit").
public struct VoiceControlResult: Hashable, Sendable, CustomStringConvertible {
    /// What the user said.
    public var utterance: String
    /// The command understood; nil when nothing was said.
    public var command: VoiceControlCommand?
    /// The items the command's name or number matched (several when it needs a number to choose).
    public var matched: [VoiceControlItem]
    /// What happened, in words: "tapped Send, button", "2 items named Edit: showing numbers".
    public var message: String
    /// Whether the command did what was asked (false: no match, nothing to scroll, unhandled).
    public var succeeded: Bool
    /// Who handled an activation, adjustment or scroll; nil when none was attempted.
    public var handler: GestureHandler?
    /// The actions standard controls sent.
    public var actions: [String]
    /// The overlay after the command.
    public var overlay: VoiceControlOverlay
    /// Where the user is after the command.
    public var screen: ScreenSummary

    public var description: String { message }
}
