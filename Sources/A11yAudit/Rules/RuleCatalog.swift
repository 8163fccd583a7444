/// Every rule the audit runs, in the order docs/audit-rules.md lists them.
public enum RuleCatalog {
    public static let all: [any AuditRule] = [
        MissingLabelRule(), ImageNameLabelRule(), PlaceholderLabelRule(), LabelRepeatsTraitRule(), LabelEndsWithPeriodRule(),
        LabelQualityRule(), HintStyleRule(), DuplicateLabelRule(), ConflictingTraitsRule(), AdjustableNoChangeRule(),
        UnreachableControlRule(), NestedElementRule(), DuplicateFrameRule(), SmallTouchTargetRule(), ClippedTextRule(),
        DynamicTypeRule(), TextSizeOverlapRule(), TextSizeOffScreenRule(),
        OverlayNotModalRule(), PresentationTrapRule(), EscapeNotHandledRule(), FocusAfterTransitionRule(),
        HiddenNavigationBarRule(), MissingHeadingRule(), MoreTabRule(), LowContrastRule(), ReadingOrderColumnsRule(),
        AnnouncementInterruptedRule(), StatusNotAnnouncedRule(), ScrollStatusRule(), LabelInNameRule(), AmbiguousVoiceNameRule(), NoVoiceNameRule(),
        InputLabelsQualityRule(), TapGestureRule(), NoElementsRule(),
    ]

    /// The rule with `id`, when there is one.
    public static func rule(_ id: String) -> (any AuditRule)? {
        all.first { $0.descriptor.id == id }
    }
}
