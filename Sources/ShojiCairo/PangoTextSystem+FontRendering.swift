import CCairo
import CPango
import Shoji

extension PangoTextSystem {
    /// How this system's glyphs are rasterised; a change takes effect for every layout made after it
    /// (the cached ones are dropped: their fonts carry the old options). The host sets it from the
    /// desktop's settings, live; views must then be drawn again (their layouts laid out again).
    public var fontRendering: FontRendering {
        get { currentFontRendering }
        set {
            guard newValue != currentFontRendering else { return }
            currentFontRendering = newValue
            finishPreparation()   // the preparation's thread may be using the context
            newValue.apply(to: context)
            cache.removeAll()
            wordShaping = nil
        }
    }
}
