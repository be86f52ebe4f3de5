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
    /// A directory of its own (tests run at once) holding `run.sh`, which
    /// draws reel with `arguments` in the xterm and keeps the window up.
    static func scriptShowing(_ arguments: [String], tag: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-xterm-\(tag)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try """
            "$REEL" \(arguments.map { "'\($0)'" }.joined(separator: " ")) >/dev/null
            sleep 60
            """.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        return directory
    }

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

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-xterm-\(UUID().uuidString)")
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
        let window = try display.startWindow("xterm", ["-tn", "xterm", "-geometry", "\(Self.columns)x\(Self.rows)+0+0", "-b", "0", "+sb",
                                    "-bg", "white", "-fg", "black", "-e", "/bin/sh", script.path],
                          environment: ["REEL": try ReelBinary.path, "DIR": directory.path, "LANG": "C.UTF-8"], ofClass: "XTerm")
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

    struct BandCase: Sendable, CustomTestStringConvertible {
        var theme: String
        var xterm: TerminalColors
        var testDescription: String { "--theme \(theme) in xterm, \(xterm.name)" }
    }

    /// Issue 43: the separator vanished on a band made for the other
    /// background (`light` on a dark xterm: its white on #E4E4E4; `dark`
    /// on a light one: its black on #3A3A3A). Read off xterm's pixels:
    /// in the separator's cell, the ink that differs most from the band
    /// stands out from it at 3:1 or better.
    @Test(arguments: [BandCase(theme: "light", xterm: .dark), BandCase(theme: "dark", xterm: .light)])
    func theSeparatorShowsOnABandMadeForTheOtherBackground(_ c: BandCase) throws {
        let arguments = ["--theme", c.theme, "-c", "0...23", "-l", "h", "-c", "0...59", "-l", "min", "--separator", ":",
                         "--rows", "3"]
        let environment: [String: String?] = ["TERM": "xterm-256color", "COLORTERM": nil]
        let model = try TerminalSession.reel(arguments, environment: environment, rows: Self.rows, columns: Self.columns,
                                             colors: c.xterm)
        let screen = try model.waitForText("[ Done ]")
        let separator = try #require(screen.position(of: " h : ")).column + 3
        let row = try #require(screen.position(of: " h : ")).row
        model.send(Keys.escape)
        _ = try model.waitForExit()

        let directory = try Self.scriptShowing(arguments, tag: "band")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("run.sh")
        let display = try XvfbDisplay()
        defer { display.close() }
        func hex(_ c: TerminalColors.RGB) -> String { String(format: "#%02x%02x%02x", c.red, c.green, c.blue) }
        let window = try display.startWindow("xterm", ["-tn", "xterm-256color", "-geometry", "\(Self.columns)x\(Self.rows)+0+0", "-b", "0", "+sb",
                                    "-bg", hex(c.xterm.background), "-fg", hex(c.xterm.foreground), "-e", "/bin/sh", script.path],
                          environment: ["REEL": try ReelBinary.path, "LANG": "C.UTF-8"], ofClass: "XTerm")
        let size = try display.size(of: window)
        let cell = (width: size.width / Self.columns, height: size.height / Self.rows)
        // The band: the first cell of its line. xterm may take the frame
        // in pieces: wait until the separator stands out, or give up.
        let bandAt = (x: cell.width / 2, y: row * cell.height + cell.height / 2)
        var pixels = XvfbDisplay.Pixels(width: 1, height: 1, bytes: [0, 0, 0])
        var band = c.xterm.background
        var best = 1.0
        _ = Patience.wait {
            pixels = (try? display.screenshot(of: window)) ?? pixels
            guard pixels.width >= (separator + 1) * cell.width, pixels.height >= (row + 1) * cell.height else { return false }
            band = pixels.at(x: bandAt.x, y: bandAt.y)
            guard band != c.xterm.background, band != c.xterm.foreground else { return false }
            best = 1
            for y in row * cell.height..<(row + 1) * cell.height {
                for x in separator * cell.width..<(separator + 1) * cell.width {
                    best = max(best, TerminalColors.contrast(pixels.at(x: x, y: y), band))
                }
            }
            return best >= 3
        }
        #expect(band != c.xterm.background, "xterm drew the band")
        #expect(best >= 3, "the separator's ink against the band \(band): \(best)")
    }

    /// Issue 48: `--theme light` at 16 colours drew its bold black title
    /// in xterm's bright black (a grey, #7f7f7f). Read off xterm's pixels:
    /// the darkest ink in the title's cells is black.
    @Test func theLightTitleIsBlackAtSixteenColours() throws {
        let arguments = ["--theme", "light", "--title", "Title", "-c", "a,b,c", "--rows", "3"]
        // TERM=xterm with xterm's colour queries off: reel cannot learn of
        // the 256 colours and draws its 16-colour look.
        let model = try TerminalSession.reel(arguments, environment: ["TERM": "xterm", "COLORTERM": nil],
                                             rows: Self.rows, columns: Self.columns)
        let screen = try model.waitForText("[ Done ]")
        let title = try #require(screen.position(of: "Title"))
        model.send(Keys.escape)
        _ = try model.waitForExit()

        let directory = try Self.scriptShowing(arguments, tag: "title")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("run.sh")
        let display = try XvfbDisplay()
        defer { display.close() }
        let window = try display.startWindow("xterm", ["-tn", "xterm", "-geometry", "\(Self.columns)x\(Self.rows)+0+0", "-b", "0", "+sb",
                                    "-bg", "white", "-fg", "black", "-xrm", "XTerm*allowColorOps: false",
                                    "-e", "/bin/sh", script.path],
                          environment: ["REEL": try ReelBinary.path, "LANG": "C.UTF-8"], ofClass: "XTerm")
        let size = try display.size(of: window)
        let cell = (width: size.width / Self.columns, height: size.height / Self.rows)
        var darkest = 255
        _ = Patience.wait {
            guard let pixels = try? display.screenshot(of: window),
                  pixels.width >= (title.column + 5) * cell.width, pixels.height >= (title.row + 1) * cell.height else { return false }
            darkest = 255
            for y in title.row * cell.height..<(title.row + 1) * cell.height {
                for x in title.column * cell.width..<(title.column + 5) * cell.width {
                    let p = pixels.at(x: x, y: y)
                    darkest = min(darkest, max(Int(p.red), Int(p.green), Int(p.blue)))
                }
            }
            return darkest < 0x30
        }
        #expect(darkest < 0x30, "the title's darkest ink: \(darkest) (xterm's bright black is 0x7f)")
    }
}
