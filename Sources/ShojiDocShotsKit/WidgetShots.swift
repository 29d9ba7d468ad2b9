import Foundation
import Shoji
import ShojiCairo

extension DocShots {
    /// The pictures on each widget's page (pages of widgets shown by a pattern article use its picture).
    @MainActor
    public static var widgets: [DocShot] {
        [row("widget-button", Size(360, 70)) { _ in
            let filled = Button("Send")
            filled.isFilled = true
            let off = Button("Delete")
            off.isEnabled = false
            return [Button("Save"), filled, off]
         },
         row("widget-switch", Size(360, 70)) { _ in [Switch("Wi-Fi", isOn: true), Switch("Bluetooth")] },
         row("widget-checkbox", Size(360, 70)) { _ in [Checkbox("Remember me", isChecked: true), Checkbox("Newsletter")] },
         column("widget-slider", Size(320, 110)) { [Slider(value: 0.3), Slider(value: 0.8)] },
         row("widget-segmented-control", Size(360, 70)) { _ in [SegmentedControl(["Day", "Week", "Month"], selectedSegmentIndex: 1)] },
         column("widget-progress-view", Size(320, 84)) {
            let busy = ProgressView()
            busy.isIndeterminate = true
            return [ProgressView(progress: 0.25), ProgressView(progress: 0.7), busy]
         },
         row("widget-pop-up-button", Size(360, 70)) { _ in
            [PopUpButton(items: ["Small", "Medium", "Large"], selectedIndex: 1), PopUpButton(items: ["Metric", "Imperial"])]
         },
         row("widget-radio-group", Size(300, 110)) { _ in
            let group = RadioGroup(["Light", "Dark", "Automatic"], selectedIndex: 2)
            group.setEnabled(false, forOptionAt: 1)
            return [group]
         },
         row("widget-stepper", Size(360, 70)) { _ in
            let size = Stepper(value: 12, minimum: 8, maximum: 72, format: NumberFormat(suffix: " pt"))
            let zoom = Stepper(value: 1.5, minimum: 0.5, maximum: 4, step: 0.25, format: NumberFormat(fractionDigits: 2, decimalSeparator: ",", suffix: " ×"))
            return [size, zoom]
         },
         form,
         row("widget-activity-indicator", Size(200, 80)) { _ in
            let spinner = ActivityIndicator()
            spinner.color = Color(white: 0.35)
            spinner.startAnimating()
            return [spinner]
         },
         column("widget-label", Size(360, 180)) {
            let wrapped = Label("A label wraps its text at its width when it may use more than one line, as this one does.")
            wrapped.numberOfLines = 0
            let cut = Label("One line only, cut with an ellipsis where it no longer fits")
            return [Label("Headline", style: .headline), Label("障子は光を通す紙の戸です。"), wrapped, cut]
         },
         column("widget-text-field", Size(320, 110)) {
            let filled = TextField(placeholder: "Your name")
            filled.text = "Hanako Yamada"
            return [TextField(placeholder: "Your name"), filled]
         },
         list, bordered, imageView]
    }

    /// A form: labels in one column, trailing-aligned, help under a field, one field wrong after `validate()`.
    @MainActor static var form: DocShot {
        DocShot("widget-form-view", Size(480, 300)) { stage in
            let form = FormView(frame: stage.screen.bounds)
            let name = TextField(placeholder: "Shown on your posts")
            form.addRow("Appearance", field: PopUpButton(items: ["Light", "Dark", "Follow the system"], selectedIndex: 2))
            form.addRow("Refresh", field: RadioGroup(["Manually", "Every 15 minutes", "Every hour"]))
            form.addRow("Text size", field: Stepper(value: 15, minimum: 10, maximum: 24, format: NumberFormat(suffix: " pt")),
                        help: "Body text, 10 to 24 points.")
            form.addRow("Your name", field: name) { name.text.isEmpty ? "Enter a name." : nil }
            stage.window.rootView = form
            form.validate()
            stage.settle(0.2)
        }
    }

    /// Views in a centred row.
    @MainActor static func row(_ name: String, _ size: Size,
                               _ make: @escaping @MainActor @Sendable (Stage) -> [View]) -> DocShot {
        DocShot(name, size) { stage in
            stage.window.rootView = StackView(make(stage), axis: .horizontal, spacing: 16)
            stage.settle(0.2)
        }
    }

    /// Views in a column as wide as the picture (less the stack's insets).
    @MainActor static func column(_ name: String, _ size: Size, _ make: @escaping @MainActor @Sendable () -> [View]) -> DocShot {
        DocShot(name, size) { stage in
            stage.window.rootView = StackView(make(), spacing: 12, alignment: .fill, distribution: .center)
            stage.settle(0.2)
        }
    }

    /// A list with its second row selected by a click.
    @MainActor static var list: DocShot {
        DocShot("widget-list-view", Size(320, 240)) { stage in
            let list = ListView(frame: stage.screen.bounds)
            let rows = TextRows([("Inbox", "3 unread"), ("Drafts", nil), ("Sent", "Yesterday"), ("Archive", nil),
                                 ("Trash", "Emptied weekly")])
            stage.keptAlive.append(rows)
            list.dataSource = rows
            stage.window.rootView = list
            stage.settle(0.1)
            stage.click(at: list.convertToScreen(list.rectForRow(at: 1)).center)
        }
    }

    /// The repository's landscape photo in three content modes (the file is found beside this source file, so
    /// the picture does not depend on the working directory).
    @MainActor static var imageView: DocShot {
        DocShot("widget-image-view", Size(460, 120)) { stage in
            let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("assets/landscape.png").path
            guard let photo = try? PNG.load(path) else { return }
            let modes: [(ImageView.ContentMode, String)] = [(.scaleAspectFill, ".scaleAspectFill"),
                                                             (.scaleAspectFit, ".scaleAspectFit"), (.scaleToFill, ".scaleToFill")]
            for (i, (mode, text)) in modes.enumerated() {
                let v = ImageView(image: photo, frame: Rect(x: 20 + Double(i) * 146, y: 16, width: 128, height: 64))
                v.contentMode = mode
                v.backgroundColor = Color(white: 0.85)
                v.clipsToBounds = true
                let label = Label(text, style: .caption)
                label.alignment = .center
                label.frame = Rect(x: v.frame.minX - 10, y: 86, width: 148, height: 20)
                stage.add(v)
                stage.add(label)
            }
        }
    }

    /// Borders on chosen edges only.
    @MainActor static var bordered: DocShot {
        DocShot("widget-bordered-view", Size(420, 120)) { stage in
            let edges: [(RectEdge, String)] = [([.top, .left], "[.top, .left]"), ([.bottom], "[.bottom]"), (.all, ".all")]
            for (i, (e, text)) in edges.enumerated() {
                let b = BorderedView(frame: Rect(x: 20 + Double(i) * 134, y: 24, width: 112, height: 72), edges: e,
                                     color: Color(hex: 0x0A5AD4), width: 3)
                b.backgroundColor = .white
                let label = Label(text, style: .caption)
                label.alignment = .center
                label.frame = b.bounds
                b.addSubview(label)
                stage.add(b)
            }
        }
    }
}
