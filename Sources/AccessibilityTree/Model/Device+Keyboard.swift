extension Device {
    /// The height of the system keyboard, with its predictive bar and the bottom safe area under it,
    /// as UIKit reports it for the English keyboard (`keyboardFrameEndUserInfoKey`), by family
    /// (docs/voiceover.md, "A text field's input accessory view"): Face ID phones 336 pt in portrait
    /// (346 pt from 414 pt wide) and 209 pt in landscape; phones with a home button 260 pt (271 pt
    /// on the Plus models) and 194 pt in landscape; pads 320 pt in portrait and 405 pt in landscape.
    public var keyboardHeight: Double {
        let wide = portraitSize.width >= 414
        switch (idiom, orientation) {
        case (.pad, .portrait): return 320
        case (.pad, .landscape): return 405
        case (.phone, .portrait): return portraitSize.height >= 812 ? (wide ? 346 : 336) : (wide ? 271 : 260)
        case (.phone, .landscape): return portraitSize.height >= 812 ? 209 : 194
        }
    }
}
