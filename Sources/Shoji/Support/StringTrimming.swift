/// Trimming white space, for text typed or read from files.
extension StringProtocol {
    /// The string without white space (newlines included) at either end.
    public func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
