# Homebrew formula for reel, as a template: `make formula` writes
# dist/reel.rb from it with the homepage, the URL of the source tarball
# (`make source-dist`, dist/reel-VERSION.tar.gz, uploaded there) and its
# sha256 filled in. dist/reel.rb is the file a tap publishes; the version
# comes from the tarball's name. CI checks both files with `ruby -c`.
class Reel < Formula
  desc "Wheel picker for the terminal, like iOS's UIPickerView"
  homepage "@HOMEPAGE@"
  url "@URL@"
  sha256 "@SHA256@"
  license "MIT"

  # Swift 6: Xcode's on macOS, Homebrew's swift formula on Linux.
  depends_on xcode: ["16.0", :build]
  uses_from_macos "swift" => :build

  def install
    # SwiftPM's own sandbox cannot run inside Homebrew's on macOS.
    system "make", "install", "PREFIX=#{prefix}", "SWIFT_BUILD_FLAGS=--disable-sandbox"
  end

  test do
    assert_equal "reel #{version}\n", shell_output("#{bin}/reel --version")
    assert_equal "7\n", shell_output("#{bin}/reel --batch -c 1...20 -s 7")
    assert_equal "b\n", pipe_output("#{bin}/reel --batch --select b", "a\nb\nc\n")
    assert_match "reel #{version}", (man1/"reel.1").read
  end
end
