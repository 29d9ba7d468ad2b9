import Foundation

/// XIM preedit callbacks as fcitx5 5.0 with Anthy sent them (Debian 12, `UseOnTheSpot=True`), logged by a
/// small Xlib client (scripts/xim-log.c) under Xvfb while romaji were typed into it with xdotool: one JSON
/// object a line, as the client printed it. `cb` is a callback; `key` a key event the client read (a commit
/// arrives as one); `reset` what `Xutf8ResetIC` returned; `x` the window's focus.
enum FcitxAnthyRecordings {
    /// "nihongo", space (日本語 selected), space (the next candidate, にほんご), Escape (back to raw
    /// kana), space (日本語 again), Return (committed).
    static let nihongo = """
{"cb":"start"}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":0,"length":1,"text":"n","feedback":[0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":1,"length":1,"text":"に","feedback":[0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":1,"length":2,"text":"にh","feedback":[0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":2,"length":2,"text":"にほ","feedback":[0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":2,"length":3,"text":"にほn","feedback":[0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":3,"length":4,"text":"にほんg","feedback":[0,0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":4,"length":4,"text":"にほんご","feedback":[0,0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":4,"length":3,"text":"日本語","feedback":[1,1,1]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":3,"length":4,"text":"にほんご","feedback":[1,1,1,1]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":4,"length":4,"text":"にほんご","feedback":[0,0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":4,"length":3,"text":"日本語","feedback":[1,1,1]}
{"key":"日本語","keysym":"0x0","status":2}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":3,"text":null}
{"cb":"done"}
"""

    /// "watashihanihongo", space (私は|日本語, the first segment selected), Right (the second selected),
    /// space (its next candidate, にほんご), Return.
    static let segments = """
{"cb":"start"}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":0,"length":1,"text":"w","feedback":[0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":1,"length":1,"text":"わ","feedback":[0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":1,"length":2,"text":"わt","feedback":[0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":2,"length":2,"text":"わた","feedback":[0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":2,"length":3,"text":"わたs","feedback":[0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":3,"length":4,"text":"わたsh","feedback":[0,0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":4,"length":3,"text":"わたし","feedback":[0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":3,"length":4,"text":"わたしh","feedback":[0,0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":4,"length":4,"text":"わたしは","feedback":[0,0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":4,"length":5,"text":"わたしはn","feedback":[0,0,0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":5,"length":5,"text":"わたしはに","feedback":[0,0,0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":5,"length":6,"text":"わたしはにh","feedback":[0,0,0,0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":6,"length":6,"text":"わたしはにほ","feedback":[0,0,0,0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":6,"length":7,"text":"わたしはにほn","feedback":[0,0,0,0,0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":7,"length":8,"text":"わたしはにほんg","feedback":[0,0,0,0,0,0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":8,"length":8,"text":"わたしはにほんご","feedback":[0,0,0,0,0,0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":8,"length":5,"text":"私は日本語","feedback":[1,1,0,0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":5,"length":5,"text":"私は日本語","feedback":[0,0,1,1,1]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":5,"length":6,"text":"私はにほんご","feedback":[0,0,1,1,1,1]}
{"key":"私はにほんご","keysym":"0x0","status":2}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":6,"text":null}
{"cb":"done"}
"""

    /// "kana", then Escape: the composition is cancelled, nothing is committed.
    static let escape = """
{"cb":"start"}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":0,"length":1,"text":"k","feedback":[0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":1,"length":1,"text":"か","feedback":[0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":1,"length":2,"text":"かn","feedback":[0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":2,"length":2,"text":"かな","feedback":[0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":2,"text":null}
{"cb":"done"}
"""

    /// "kana", the window loses focus (the client resets: fcitx5 answers NULL and draws nothing), gets it
    /// back, and "a" starts a new composition drawn over the old length.
    static let resetThenType = """
{"cb":"start"}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":0,"length":1,"text":"k","feedback":[0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":1,"length":1,"text":"か","feedback":[0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":1,"length":2,"text":"かn","feedback":[0,0]}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":2,"length":2,"text":"かな","feedback":[0,0]}
{"x":"focusout"}
{"reset":null}
{"x":"focusin"}
{"cb":"draw","caret":0,"chgFirst":0,"chgLength":2,"length":1,"text":"あ","feedback":[0]}
"""

    /// The recording's lines as objects.
    static func lines(_ text: String) -> [[String: Any]] {
        text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }
}
