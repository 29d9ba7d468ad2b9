public enum ShojiCairoPlaceholder {}
