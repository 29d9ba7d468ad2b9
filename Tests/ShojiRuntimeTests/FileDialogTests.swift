import Foundation
import Shoji
import ShojiFiles
import ShojiRuntime
import Testing

/// Shoji's own save and open dialog in a headless app, driven by keys as a user without a mouse would:
/// the dialog is a second window of kind dialog, typing a name and Return answers, an existing name asks
/// first, Escape cancels.
@MainActor
@Suite("File dialog, headless", .serialized)
struct FileDialogTests {
    final class Host: ApplicationDelegate {
        let configuration = ApplicationConfiguration(title: "Host", size: Size(400, 300))
        func applicationDidFinishLaunching(_ application: Application) {}
    }

    private func folder() -> String {
        let path = NSTemporaryDirectory() + "shoji-dialog-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    /// Runs the dialog until `drive` has done its part; the answer.
    private func run(_ options: FileDialogOptions, app: HeadlessApplication, drive: (HeadlessApplication, FileDialog) -> Void) async -> [FilePath]?? {
        let dialog = FileDialog(options: options)
        var answer: [FilePath]?? = .none
        let task = Task { @MainActor in answer = .some(await dialog.present(in: app.application)) }
        for _ in 0..<20 where dialog.view == nil { await Task.yield() }
        app.settle()
        drive(app, dialog)
        for _ in 0..<50 where answer == nil { await Task.yield() }
        _ = task
        return answer
    }

    @Test("Save: a transient dialog window; a new name and Return answer its path; an existing one asks to replace first")
    func saveByKeys() async throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = FileManager.default.createFile(atPath: dir + "/old.txt", contents: Data("x".utf8))
        let app = HeadlessApplication(delegate: Host())
        let options = FileDialogOptions(mode: .save, folder: FilePath(dir), suggestedName: "tasks.txt")

        let first = await run(options, app: app) { app, dialog in
            #expect(dialog.window?.kind == .dialog)
            #expect(dialog.view?.accessibilityRole == .fileChooser)
            #expect(app.application.topLevelWindows.count == 1)
            // "tasks" is selected: typing replaces it and keeps ".txt".
            app.type("report\n")
        }
        #expect(first == .some([FilePath(dir + "/report.txt")]))
        #expect(app.application.topLevelWindows.isEmpty)

        let second = await run(options, app: app) { app, dialog in
            dialog.view?.nameField.text = "old.txt"
            app.type("\n")
            #expect(app.tap(identifier: "filedialog.replace.confirm"))
        }
        #expect(second == .some([FilePath(dir + "/old.txt")]))
        // The next dialog opens where the last one chose.
        #expect(FileBrowser.lastFolder == FilePath(dir))
        FileBrowser.lastFolder = nil
    }

    @Test("Escape cancels (nil); Ctrl+H shows hidden files; Backspace goes to the parent folder")
    func cancelAndKeys() async throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = FileManager.default.createFile(atPath: dir + "/.hidden", contents: nil)
        _ = FileManager.default.createFile(atPath: dir + "/shown", contents: nil)
        let app = HeadlessApplication(delegate: Host())
        let answer = await run(FileDialogOptions(mode: .open, folder: FilePath(dir)), app: app) { app, dialog in
            guard let view = dialog.view else { Issue.record("no dialog"); return }
            #expect(view.browser.entries.map(\.displayName) == ["shown"])
            app.send(.key(KeyEvent(.character("h"), modifiers: .control)), to: dialog.window!.screen)
            #expect(view.browser.entries.map(\.displayName) == [".hidden", "shown"])
            _ = dialog.window!.window.makeFirstResponder(view.table)
            app.send(.key(KeyEvent(.backspace)), to: dialog.window!.screen)
            #expect(view.browser.folder == FilePath(dir).parent)
            app.send(.key(KeyEvent(.escape)), to: dialog.window!.screen)
        }
        #expect(answer == .some(nil))
    }

    @Test("Pictures: the save dialog in light and dark, in English and Japanese, drawn at its size; dark is dark",
          arguments: [("light", false), ("dark", false), ("light", true), ("dark", true)])
    func pictures(scheme: String, japanese: Bool) async throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in ["報告書.txt", "notes.md", "photo.png"] { _ = FileManager.default.createFile(atPath: dir + "/" + name, contents: Data("abc".utf8)) }
        try FileManager.default.createDirectory(atPath: dir + "/Projects", withIntermediateDirectories: false)
        var launch = LaunchOptions()
        launch.appearance = LaunchOptions.parseAppearance(scheme)
        let app = HeadlessApplication(delegate: Host(), options: launch)
        var strings = FileDialogStrings()
        if japanese {
            strings.save = "保存"; strings.cancel = "キャンセル"; strings.name = "名前:"; strings.newFolder = "新しいフォルダー"
            strings.parent = "上へ"; strings.nameColumn = "名前"; strings.sizeColumn = "サイズ"; strings.modifiedColumn = "更新日時"
        }
        let options = FileDialogOptions(mode: .save, folder: FilePath(dir), suggestedName: japanese ? "エクスポート.txt" : "export.txt",
                                        filters: [FileFilter(name: japanese ? "テキスト" : "Text", patterns: ["*.txt"]), .allFiles], strings: strings)
        let answer = await run(options, app: app) { app, dialog in
            guard let window = dialog.window else { Issue.record("no window"); return }
            let image = app.image(of: window.screen)
            #expect(image.pixelWidth == Int(760 * window.screen.scale))
            let corner = image.pixel(x: 4, y: 4)
            let luminance = Int((corner >> 16) & 0xFF) + Int((corner >> 8) & 0xFF) + Int(corner & 0xFF)
            #expect(scheme == "dark" ? luminance < 200 : luminance > 500, "background \(String(corner, radix: 16))")
            try? app.writePNG(of: window.screen, to: "/tmp/shoji-filedialog-\(scheme)\(japanese ? "-ja" : "").png")
            app.send(.key(KeyEvent(.escape)), to: window.screen)
        }
        #expect(answer == .some(nil))
    }

    @Test("Pictures at 50,000 files (issue 40): light and dark, English and Japanese; the rows drawn show their sizes and dates")
    func picturesOfFiftyThousand() async throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for i in 0..<50_000 {
            let name = dir + "/IMG_" + String(repeating: "0", count: 5 - String(i).count) + "\(i).txt"
            _ = FileManager.default.createFile(atPath: name, contents: i % 3 == 0 ? Data("abc".utf8) : nil)
        }
        for (scheme, japanese) in [("light", false), ("dark", false), ("light", true), ("dark", true)] {
            var launch = LaunchOptions()
            launch.appearance = LaunchOptions.parseAppearance(scheme)
            let app = HeadlessApplication(delegate: Host(), options: launch)
            let options = FileDialogOptions(mode: .save, folder: FilePath(dir), suggestedName: "export.txt",
                                            filters: [FileFilter(name: "Text", patterns: ["*.txt"]), .allFiles],
                                            strings: japanese ? .japanese : FileDialogStrings())
            let answer = await run(options, app: app) { app, dialog in
                guard let window = dialog.window, let view = dialog.view else { Issue.record("no window"); return }
                #expect(view.browser.entries.count == 50_000)
                #expect(view.browser.entries[0].hasDetails && !view.browser.entries[49_999].hasDetails,
                        "the first row drawn was stat'ed, the last (not shown) was not")
                try? app.writePNG(of: window.screen, to: "/tmp/shoji-filedialog-50000-\(scheme)\(japanese ? "-ja" : "").png")
                app.send(.key(KeyEvent(.escape)), to: window.screen)
            }
            #expect(answer == .some(nil))
        }
    }
}
