public enum ShojiX11Placeholder {}
