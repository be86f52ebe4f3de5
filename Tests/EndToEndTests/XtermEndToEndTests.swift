import Foundation
import Testing

/// reel in a real terminal emulator: Debian's xterm (`TERM=xterm`, its
/// default font, black on white) on a private X server, driven as a
/// person drives it: a tap on [ Done ] with the mouse (press and release
/// at once, as a touchpad sends them), a key typed for the program after
/// reel, and the colours read off the pixels xterm draws. Where each
/// thing is drawn comes from the same command on the pseudo-terminal
/// harness, cell for cell.
@Suite(.serialized, .requires(XvfbDisplay.installed, XvfbDisplay.missing))
struct XtermEndToEndTests {
    static let columns = 60, rows = 10
    static let arguments = ["--title", "Tap", "-c", "Red,Orange,Yellow,Green,Blue", "-s", "Green", "--swatch", "-l", "colour",
                            "-c", "00...59", "-l", "min", "--separator", ":", "--rows", "3"]

    @Test func aTapOnDoneLeavesNothingForTheShellAndTheBandAndSwatchShow() throws {
        // Where reel draws what, on a terminal of the same size and kind.
        let model = try TerminalSession.reel(Self.arguments, environment: ["TERM": "xterm", "COLORTERM": nil],
                                             rows: Self.rows, columns: Self.columns, colors: .light.with256)
        let screen = try model.waitForText("[ Done ]")
        let done = try #require(screen.position(of: "[ Done ]"))
        let band = try #require(screen.position(of: "Green"))
        let swatch = try #require((0..<band.column).first { screen.lines[band.row].dropFirst($0).hasPrefix("██") })
        model.send(Keys.escape)
        _ = try model.waitForExit()

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-xterm-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // reel, then the next program: a shell's `read`, which gets
        // whatever the terminal sends after reel has given it back.
        let script = directory.appendingPathComponent("run.sh")
        let quoted = Self.arguments.map { "'\($0)'" }.joined(separator: " ")
        try """
            "$REEL" \(quoted) >"$DIR/out"
            echo $? >"$DIR/status.tmp" && mv "$DIR/status.tmp" "$DIR/status"
            IFS= read -r line
            printf '%s' "$line" >"$DIR/next.tmp" && mv "$DIR/next.tmp" "$DIR/next"
            sleep 60
            """.write(to: script, atomically: true, encoding: .utf8)

        let display = try XvfbDisplay()
        defer { display.close() }
        try display.start("xterm", ["-tn", "xterm", "-geometry", "\(Self.columns)x\(Self.rows)+0+0", "-b", "0", "+sb",
                                    "-bg", "white", "-fg", "black", "-e", "/bin/sh", script.path],
                          environment: ["REEL": try ReelBinary.path, "DIR": directory.path, "LANG": "C.UTF-8"])
        let window = try display.window(ofClass: "XTerm")
        let size = try display.size(of: window)
        let cell = (width: size.width / Self.columns, height: size.height / Self.rows)
        func centre(row: Int, column: Int) -> (x: Int, y: Int) {
            (column * cell.width + cell.width / 2, row * cell.height + cell.height / 2)
        }

        // xterm answers OSC 4 for colour 255, so TERM=xterm gets the
        // 256-colour look: on white, the light grey band (253, #dadada).
        var pixels = XvfbDisplay.Pixels(width: 1, height: 1, bytes: [255, 255, 255])
        _ = Patience.wait {
            pixels = (try? display.screenshot(of: window)) ?? pixels
            let (x, y) = centre(row: band.row, column: 0)
            return pixels.at(x: x, y: y) != (255, 255, 255) && pixels.at(x: x, y: y) != (0, 0, 0)
        }
        func near(_ a: TerminalColors.RGB, _ b: TerminalColors.RGB) -> Bool {
            abs(Int(a.red) - Int(b.red)) <= 8 && abs(Int(a.green) - Int(b.green)) <= 8 && abs(Int(a.blue) - Int(b.blue)) <= 8
        }
        let onBand = centre(row: band.row, column: 0), aboveBand = centre(row: band.row - 1, column: 0)
        let bandPixel = pixels.at(x: onBand.x, y: onBand.y)
        #expect(near(bandPixel, (0xDA, 0xDA, 0xDA)), "the band: \(bandPixel)")
        let gap = centre(row: band.row, column: done.column + 2)
        #expect(near(pixels.at(x: gap.x, y: gap.y), (0xDA, 0xDA, 0xDA)), "one band to the picker's right edge")
        #expect(pixels.at(x: aboveBand.x, y: aboveBand.y) == (255, 255, 255), "the row above it: xterm's white")
        // The swatch is green (UIKit's systemGreen, #5fd75f among the 256),
        // its colour on both sides of the cell, so whatever the font draws.
        let block = centre(row: band.row, column: swatch)
        let green = pixels.at(x: block.x, y: block.y)
        #expect(Int(green.green) > Int(green.red) + 60 && Int(green.green) > Int(green.blue) + 60, "the swatch: \(green)")

        // A tap on [ Done ]: xdotool presses and releases at once.
        let button = centre(row: done.row, column: done.column + 3)
        try display.run("xdotool", ["mousemove", "--window", window, "\(button.x)", "\(button.y)", "click", "1"])
        let status = directory.appendingPathComponent("status")
        #expect(Patience.wait { FileManager.default.fileExists(atPath: status.path) }, "reel ended on the tap")
        #expect((try? String(contentsOf: status, encoding: .utf8)) == "0\n")
        #expect((try? String(contentsOf: directory.appendingPathComponent("out"), encoding: .utf8)) == "Green\t00\n")
        // The next program reads only what is typed after reel.
        try display.run("xdotool", ["type", "x"])
        try display.run("xdotool", ["key", "Return"])
        let next = directory.appendingPathComponent("next")
        #expect(Patience.wait { FileManager.default.fileExists(atPath: next.path) }, "the shell read a line")
        let read = (try? Data(contentsOf: next)).map { [UInt8]($0) } ?? []
        #expect(read == Array("x".utf8), "the shell after reel read \(read.map { String($0, radix: 16) })")
    }
}
