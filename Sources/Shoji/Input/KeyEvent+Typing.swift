extension KeyEvent {
    /// The key press a keyboard makes to type `character`, as the X host translates one: Return and Tab
    /// are named keys that type nothing themselves, a space is ``Key/space``, a letter is its lower-case
    /// key (with Shift when it is upper-case), and anything else is a key that types itself (xdotool and
    /// remote desktops type a character the keyboard lacks on a spare key, which the host sees this way).
    /// What a headless test's typing sends, so that text goes through the path a real key takes.
    public static func typing(_ character: Character) -> KeyEvent {
        switch character {
        case "\n", "\r", "\r\n": return KeyEvent(.enter)
        case "\t": return KeyEvent(.tab)
        case " ": return KeyEvent(.space, text: " ")
        default:
            let text = String(character)
            let lower = text.lowercased()
            return KeyEvent(.character(lower), text: text, modifiers: lower != text ? .shift : [])
        }
    }
}
