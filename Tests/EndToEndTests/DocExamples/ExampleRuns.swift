import TestRequirements

/// Every example of README.md, the man page and `--help`, by its text as
/// `DocExample` finds it: how it is run and what it must do (`runs`), or
/// why it is not run (`notRun`). An example whose text is in neither, or
/// a text here that no doc has any more, fails
/// `DocsExamplesEndToEndTests.everyExampleIsRunOrExcused`.
enum ExampleRuns {
    /// The few that are not run, each with its reason.
    static let notRun: [String: String] = [
        "scripts/test":
            "runs this very suite, after installing what it needs with apt-get",
        """
        sha256sum --ignore-missing -c SHA256SUMS
        tar -xzf reel-0.1.0-linux-x86_64.tar.gz
        cp -R reel-0.1.0-linux-x86_64/bin reel-0.1.0-linux-x86_64/share ~/.local/  # or /usr/local
        sudo apt install ./reel_0.1.0_amd64.deb   # sudo apt remove reel takes it all away
        """:
            "needs a published release (there is none yet) and root; "
            + "scripts/check-dist.sh and check-deb.sh check what make dist and make deb write",
        """
        make install                      # into /usr/local (as root), or:
        make install PREFIX=$HOME/.local  # bin/, share/man/man1/, share/*/completions
        make uninstall PREFIX=$HOME/.local # removes exactly those files
        """:
            "builds the static release binary, minutes, and a build inside swift test waits on its lock; "
            + "scripts/check-install.sh runs it in .ci/run",
        #"[{"component":1,"row":0,"value":"02","title":"February","label":null}]"#:
            "what --json prints, shown under it: not a command",
        """
        Korea
          Seoul
            Gangnam
            Jongno
          Busan
        Japan
          Tokyo
        """:
            "a --tree file's text, not a command",
    ]

    static let runs: [String: ExampleRun] = Dictionary(table, uniquingKeysWith: { first, _ in first })

    /// The examples' rows and files.
    static let places = (try? RepositoryFile.text("examples/places.tsv")) ?? ""
    static let regions = (try? RepositoryFile.text("examples/regions.txt")) ?? ""
    /// The script that asks three questions and its test, as checked in.
    static let reminder = Dictionary(uniqueKeysWithValues: ["reminder.sh", "test.sh", "keys", "expected", "screen"].map {
        ("examples/reminder/\($0)", (try? RepositoryFile.text("examples/reminder/\($0)")) ?? "")
    })
    static let notes = ["notes.txt": "notes line 1\nnotes line 2\n", "todo.txt": "todo line 1\n"]
    /// `cal`'s week header, under the date wheels.
    static let week = "Su Mo Tu We Th Fr Sa"
    /// What `git switch` says.
    static let switched: Expected = "Switched to branch 'topic'\n"
    /// What `-p date` prints, whatever today is.
    static let date = #"\d{4}\t\d\d\t\d\d"#

    static func volume(_ label: String) -> ExampleRun {
        ExampleRun(way: .keys([.see(label), .send("j"), .called("5%"), .send("j"), .called("10%"), .send(Keys.enter)]),
                   printed: "10\n",
                   calls: "pactl set-sink-volume @DEFAULT_SINK@ 5%\npactl set-sink-volume @DEFAULT_SINK@ 10%\n")
    }

    static let table: [(String, ExampleRun)] = [
        // README.md
        ("swift run reel --title 휴식하기 --message '최대 20분까지 설정할 수 있습니다.' --component 1...20 --label 분 --select 10",
         ExampleRun(way: .keys([.see("10 분"), .send(Keys.down + Keys.down), .see("12 분"), .send(Keys.enter)]),
                    printed: "12\n")),
        ("""
         minutes=$(reel --title 휴식하기 --component 1...20 --label 분 --select 10) || exit
         read -r h m s < <(reel -c 0...23 -l hours -c 00...59 -l min -c 00...59 -l sec --separator :) || exit
         colour=$(printf '%s\\n' Red Orange Yellow Green Blue Black | reel --title Colour) || exit
         row=$(reel -c a...z --index) || exit          # 0-based row instead of the value
         reel --batch -c 1...20 -s 10                  # no terminal: print the initial choice (cron)
         """,
         ExampleRun(way: .keys([.see("10 분"), .send(Keys.down), .see("11 분"), .send(Keys.enter),
                                .see("hours"), .send(Keys.down + Keys.right + Keys.down + Keys.down), .see("02 min"),
                                .send(Keys.enter),
                                .see("Colour"), .send(Keys.down), .see("Orange"), .send(Keys.enter),
                                .gone("Colour"), .see("Done"), .send(Keys.down + Keys.down), .send(Keys.enter)]),
                    then: #"echo "$minutes|$h $m $s|$colour|$row""#,
                    printed: "10\n11|1 02 00|Orange|2\n")),
        ("""
         read -r h m s < <(reel --preset duration) || exit   # the iOS timer: 0 00 00 …
         at=$(reel -p time --minute-interval 5 -s 14:05) || exit  # 14\t05 (HH, MM)
         reel -p time12 -s '2:05 PM' --format '{hh}:{mm}'    # 14:05
         reel -p date --min 2026-01-01 --max 2026-12-31 --format '{iso} {weekday}'
         reel -p datetime --minute-interval 15 --format '{iso}'  # Today 9 30 AM → 2026-02-14T09:30
         reel -p month --min 2026-01 --format '{iso}'        # a card's expiry: February 2026 → 2026-02
         reel -p duration --carry                            # odometer: 0:59:59 → 1:00:00
         reel --tree examples/regions.txt --format '{1}/{2}/{3}'  # one wheel per level: Asia/Korea/Seoul
         """,
         ExampleRun(way: .batch, files: ["examples/regions.txt": regions], then: #"echo "$h $m $s|$at""#,
                    printed: .matching(#"14:05\n2026-\d\d-\d\d [A-Z][a-z]+day\n\d{4}-\d\d-\d\dT\d\d:(00|15|30|45)\n"#
                                       + #"\d{4}-\d\d\n0\t00\t00\nAsia/Korea/Seoul\n0 00 00\|14\t05\n"#))),
        ("""
         choice=$(reel -c @hosts --button 'Edit:ctrl+e' --button Back); status=$?
         case $status in 0) ssh "$choice" ;; 3) "$EDITOR" hosts ;; 4) exec ./previous-step ;; esac
         """,
         ExampleRun(way: .keys([.see("alpha"), .send("\u{05}")]),
                    files: ["hosts": "alpha\nbeta\n", "previous-step": "#!/bin/sh\necho previous step\n"],
                    calls: "editor hosts\n")),
        ("""
         { read -r country; read -r city; read -r y m d; } < <(
           reel --field Country -c Japan,Korea,France \\
                --field City -c '!grep -F -- {Country} places.tsv | cut -f2' \\
                --field Day -p date) || exit
         reel --field Rest -p duration -s 0:10:00 --field Sound -c Bell,Chime,None --format '{Rest.seconds} {Sound}'
         """,
         ExampleRun(way: .keys([.see("Tokyo"), .send(Keys.down), .see("Seoul"), .send(Keys.enter),
                                .see("Bell"), .send(Keys.enter)]),
                    files: ["places.tsv": places], then: #"echo "$country|$city|$y $m $d""#,
                    printed: .matching(#"600 Bell\nKorea\|Seoul\|\d{4} \d\d \d\d\n"#))),
        ("""
         ls | reel --multi --print0 | xargs -0 -r rm --
         reel --field Disks -c "$(lsblk -dno NAME | paste -sd,)" --multi --field Copies -c 1...3
         """,
         ExampleRun(way: .keys([.see("c.txt"), .send(Keys.space + Keys.down + Keys.down + Keys.space), .see("2 ✓"),
                                .send(Keys.enter),
                                .see("sda"), .send(Keys.space + Keys.down + Keys.space), .see("2 ✓"), .send(Keys.enter)]),
                    files: ["a.txt": "", "b.txt": "", "c.txt": ""], then: "ls",
                    printed: "sda,sdb\n1\nb.txt\n",
                    cancel: [.see("c.txt"), .send(Keys.escape), .see("sda"), .send(Keys.escape)])),
        ("""
         commit=$(reel -c '!git branch --format="%(refname:short)"' \\
                       -c '!git log --format="%h%x09%s" -n 50 {1} --' \\
                       --show 2 --value 1 --format '{2}') || exit
         git show "$commit"
         """,
         ExampleRun(way: .keys([.see("Merge"), .send(Keys.down), .see("second"), .send(Keys.enter)]),
                    repository: true,
                    printed: .matching(#"(?s)commit [0-9a-f]{40}\n.*\n\n    second\n.*"#))),
        ("reel -c 0...100/5 --label % --on-change 'pactl set-sink-volume @DEFAULT_SINK@ {1}%'", volume("%")),
        ("""
         reel -p date --preview 'cal {2} {1}' --preview-lines 8   # examples/date-cal.sh
         ls | reel --preview 'head -5 {}'
         """,
         ExampleRun(way: .keys([.see(week), .send(Keys.enter), .see("notes line 2"), .send(Keys.enter)]),
                    files: notes, printed: .matching(date + #"\nnotes\.txt\n"#),
                    cancel: [.see(week), .send(Keys.escape), .see("notes line 2"), .send(Keys.escape)],
                    needs: ["cal"])),
        ("ps -eo pid,user,tty,args | reel --filter --input-delimiter ' ' --match 4.. --value 1",
         // The user backup comes first: were the user matched too, it would be chosen.
         ExampleRun(way: .keys([.see("vim notes"), .send("backup"), .gone("vim notes"), .send(Keys.enter)]),
                    printed: "4242\n")),
        ("ps aux | reel --filter --header-lines 1 --input-delimiter ' ' --value 2",
         ExampleRun(way: .keys([.see("vim notes"), .send("sh backup"), .gone("vim notes"), .see("USER"), .send(Keys.enter)]),
                    printed: "4242\n")),
        ("find . -type f | reel --filter --keep-right",
         // Longer than the terminal's 80 columns: only its end can show.
         ExampleRun(way: .keys([.see("wheel-of-the-year.swift"), .send("year"), .gone("notes.txt"), .send(Keys.enter)]),
                    files: ["notes.txt": "", longPath: ""], printed: .exactly("./\(longPath)\n"))),
        (#"branch=$(git branch --format='%(refname:short)' | reel --filter) && git switch "$branch""#,
         ExampleRun(way: .keys([.see("topic"), .send("top"), .gone("main"), .send(Keys.enter)]),
                    repository: true, then: "git branch --show-current", printed: "topic\n", stderr: switched)),
        ("find . -type f | reel --filter --multi -q .swift",
         ExampleRun(way: .keys([.see("b.swift"), .send("\u{14}" + Keys.down + "\u{14}"), .see("2 ✓"), .send(Keys.enter)]),
                    files: ["a.swift": "", "b.swift": "", "notes.txt": ""],
                    printed: .matching(#"\./a\.swift\n\./b\.swift\n|\./b\.swift\n\./a\.swift\n"#),
                    // One Esc cancels, with the query standing.
                    cancel: [.see("b.swift"), .send(Keys.escape)])),
        (#"reel --filter -c '!git branch --format="%(refname:short)"' -c '!git ls-tree -r --name-only {1}'"#,
         ExampleRun(way: .keys([.see("README"), .send("top"), .see("topic.txt"), .send(Keys.tab + "topic"), .gone("README"),
                                .send(Keys.enter)]),
                    repository: true, printed: "topic\ttopic.txt\n")),
        ("find . -type f | reel --batch --filter --query 'whl ^./Sources .swift$'",
         ExampleRun(way: .detached,
                    files: ["Sources/Model/Wheel.swift": "", "Sources/Model/Wheel.md": "", "Tests/WheelTests.swift": "",
                            "Sources/Render/Frame.swift": ""],
                    printed: "./Sources/Model/Wheel.swift\n")),
        (#"git log --oneline | reel --batch --filter -q 'render !Merge'"#,
         ExampleRun(way: .detached, repository: true, printed: .matching(#"[0-9a-f]{7,} Render the toolbar\n"#))),
        (#"branch=$(git branch --format='%(refname:short)' | reel -q "$1" --select-1 --exit-0) || exit"#,
         ExampleRun(way: .detached, arguments: ["top"], repository: true, then: #"echo "$branch""#, printed: "topic\n")),
        ("""
         line=$(git log --oneline --decorate --color=always | reel --ansi) || exit
         commit=${line%% *}
         """,
         ExampleRun(way: .keys([.see("Render"), .send(Keys.down), .send(Keys.enter)]), repository: true,
                    then: #"git log -1 --format=%s "$commit""#, printed: "Render the toolbar\n")),
        ("ls --color=always | reel --ansi --multi",
         ExampleRun(way: .keys([.see("run.sh"), .send(Keys.space + Keys.down + Keys.down + Keys.space), .see("2 ✓"),
                                .send(Keys.enter)]),
                    files: ["a.txt": "", "bin/": "", "run.sh": "#!/bin/sh\n"], printed: "a.txt\nrun.sh\n")),
        ("git log --oneline --color=always | reel --ansi=keep",
         ExampleRun(way: .batch, repository: true,
                    printed: .matching("\u{1B}\\[33m[0-9a-f]{7,}\u{1B}\\[m Merge branch 'render-fix'\n"))),

        ("reel --title 'Delete 3 files?' --cancel Keep --done Delete && rm -- *.tmp",
         ExampleRun(way: .keys([.see("[ Keep ]  [ Delete ]"), .send(Keys.enter)]),
                    files: ["a.tmp": "", "b.tmp": "", "c.tmp": "", "notes.txt": ""], then: "ls", printed: "notes.txt\n")),

        // man/reel.1, its options and sections
        ("""
         reel --multi -c a,b,c,d --live | while IFS= read -r row; do
           if [ -z "$row" ]; then echo "chosen:$rows"; rows=; else rows="$rows $row"; fi
         done
         """,
         // Checking the row in the band changes nothing printed (its value
         // prints either way): the move after it does.
         ExampleRun(way: .keys([.see("Done"), .send(Keys.space + Keys.down), .printed("chosen: a\n"), .send(Keys.space),
                                .printed("chosen: a b\n"), .send(Keys.enter)]),
                    printed: "chosen: a\nchosen: a b\nchosen: a b\n")),
        ("""
         { read -r country; read -r city; } < <(
           reel --title Where \\
             --field Country -c "$(cut -f1 places.tsv | sort -u | paste -sd,)" \\
             --field City -c '!grep -F -- {Country} places.tsv | cut -f2')
         reel --field Rest -p duration -s 0:10:00 \\
              --field Sound -c Bell,Chime,None
         """,
         ExampleRun(way: .batch, files: ["places.tsv": places], then: #"echo "$country|$city""#,
                    printed: "0\t10\t00\nBell\nFrance|Paris\n")),
        // The loop's stdin is a pipe: --alert leaves it to `read`.
        ("""
         ls *.tmp | while IFS= read -r f; do
           reel --alert --title "Delete $f?" --cancel Keep --done Delete &&
             rm -- "$f"
         done
         """,
         ExampleRun(way: .keys([.see("Delete a.tmp?"), .send(Keys.enter), .see("Delete b.tmp?"), .send(Keys.escape)]),
                    files: ["a.tmp": "", "b.tmp": ""], then: "ls", printed: "b.tmp\n",
                    cancel: [.see("Delete a.tmp?"), .send(Keys.escape), .see("Delete b.tmp?"), .send(Keys.escape)])),
        ("""
         { read -r name; read -r at; read -r notify; } < <(
           reel --title Reminder --field Name --text --required \\
             --field Time -p time --field Notify --switch --select on)
         """,
         // Enter with the name empty is held; typed, then Tab to the switch (past the
         // time's two wheels), flipped, accepted. The time is now's: not compared.
         ExampleRun(way: .keys([.see("Reminder"), .send(Keys.enter), .see("Name is required"),
                                .send("Ann" + Keys.tab + Keys.tab + Keys.tab + Keys.space), .see("●━━  no"),
                                .send(Keys.enter)]),
                    then: #"echo "$name|$notify""#, printed: "Ann|no\n")),
        ("""
         { read -r name; read -r pass; read -r at; read -r notify; } < <(
           reel --title Reminder --field Name --text --placeholder 'your name' --required \\
                --field Password --secret --field Time -p time --field Notify --switch --select on) || exit
         """,
         ExampleRun(way: .keys([.see("your name"), .send("Ann" + Keys.tab + "hunter2"), .see("•••••••"),
                                .send(Keys.enter)]),
                    then: #"echo "$name|$pass|$notify""#, printed: "Ann|hunter2|yes\n")),
        ("""
         name=$(reel --text --title 'Your name?' --placeholder 'first name') || exit
         reel --switch --title 'Subscribe?' --json          # {"switch":true} or {"switch":false}
         """,
         ExampleRun(way: .keys([.see("first name"), .send("Ann" + Keys.enter), .see("Subscribe?"),
                                .send(Keys.space + Keys.enter)]),
                    then: #"echo "$name""#, printed: "{\"switch\":true}\nAnn\n")),
        ("""
         $ reel -t Rest -c 1...20 -l min -s 10 --accessible
         Rest
         min (1–20) [10]: 25
         25 is not between 1 and 20
         min (1–20) [10]: 12
         12
         """,
         // A line-by-line interview: Esc is a character of an answer there.
         ExampleRun(way: .keys([.see("[10]:"), .send("25" + Keys.enter), .see("not between"),
                                    // Typed before the prompt is asked again, the answer would echo above it.
                                    .seeLine("min (1–20) [10]:"), .send("12" + Keys.enter)]),
                    printed: "12\n",
                    transcript: "Rest\nmin (1–20) [10]: 25\n25 is not between 1 and 20\nmin (1–20) [10]: 12",
                    cancel: [])),
        ("""
         $ reel --field Name --text --field Pass --secret --field News --switch --accessible
         Name? Ada
         Pass?
         News? [y/N] y
         Name: Ada
         Pass: (hidden)
         News: yes
         Done? [Y/n]:
         Ada
         s3cret
         yes
         """,
         // The secret is typed with the echo off: the screen never shows it.
         ExampleRun(way: .keys([.see("Name?"), .send("Ada" + Keys.enter), .see("Pass?"), .send("s3cret" + Keys.enter),
                                .see("[y/N]"), .send("y" + Keys.enter), .see("Done? [Y/n]:"), .send(Keys.enter)]),
                    printed: "Ada\ns3cret\nyes\n",
                    transcript: "Name? Ada\nPass?\nNews? [y/N] y\nName: Ada\nPass: (hidden)\nNews: yes\nDone? [Y/n]:",
                    cancel: [])),
        ("""
         $ REEL_DEFAULT_OPTS='--colour never' reel 1...3
         reel: in REEL_DEFAULT_OPTS: unknown option '--colour'; did you mean '--color'?
         """,
         ExampleRun(way: .detached, status: 2,
                    stderr: "reel: in REEL_DEFAULT_OPTS: unknown option '--colour'; did you mean '--color'?\n")),
        (#"eval "$(reel --completion bash)""#,
         ExampleRun(way: .detached, then: "complete -p reel", printed: "complete -F _reel reel\n")),
        // The comment above it: a directory in $fpath.
        ("reel --completion zsh > ~/.zfunc/_reel",
         ExampleRun(way: .detached, files: ["~/.zfunc/": ""], then: "reel --completion zsh | cmp - ~/.zfunc/_reel && echo same",
                    printed: "same\n")),
        // fish makes the directory the first time it starts.
        ("reel --completion fish > ~/.config/fish/completions/reel.fish",
         ExampleRun(way: .detached, files: ["~/.config/fish/completions/": ""],
                    then: "reel --completion fish | cmp - ~/.config/fish/completions/reel.fish && echo same",
                    printed: "same\n")),

        // README.md, Testing a script that asks
        ("reel -c Tea,Coffee,Milk --keys '<down><enter>'   # Coffee, with no terminal at all",
         ExampleRun(way: .detached, printed: "Coffee\n")),
        ("sh examples/reminder/test.sh   # ok",
         ExampleRun(way: .detached, files: reminder, printed: "ok\n")),
        ("REEL_RECORD=keys.txt reel -c Tea,Coffee,Milk && cat keys.txt   # Coffee, then <down><enter>",
         ExampleRun(way: .keys([.see("Coffee"), .send(Keys.down), .send(Keys.enter)]), printed: "Coffee\n<down><enter>\n")),

        // man/reel.1, EXAMPLES
        ("""
         printf '%s\\n' '<down><enter>' 'Ada<enter>' > keys
         REEL_KEYS_FILE=keys REEL_SCREEN=screen sh -c 'reel -c Tea,Coffee; reel --text'
         """,
         ExampleRun(way: .detached, then: "grep -c Done screen", printed: "Coffee\nAda\n2\n")),
        ("""
         minutes=$(reel --title Rest --message 'Up to 20 minutes.' \\
                        --component 1...20 --label min --select 10) || exit
         sleep "${minutes}m"
         """,
         ExampleRun(way: .keys([.see("10 min"), .send(Keys.down + Keys.down), .see("12 min"), .send(Keys.enter)]),
                    calls: "sleep 12m\n")),
        ("""
         read -r h m s < <(reel -c 0...23 -l hours -c 00...59 -l min \\
                               -c 00...59 -l sec --separator :) || exit
         """,
         ExampleRun(way: .keys([.see("hours"), .send(Keys.down + Keys.right + Keys.down + Keys.down), .see("02 min"),
                                .send(Keys.enter)]),
                    then: #"echo "$h $m $s""#, printed: "1 02 00\n")),
        ("""
         secs=$(reel --preset duration --carry --title Timer \\
                     --format '{seconds}') || exit
         sleep "$secs"
         """,
         ExampleRun(way: .keys([.see("Timer"), .send(Keys.down), .see("1 hour"), .send(Keys.enter)]),
                    calls: "sleep 3600\n")),
        ("""
         when=$(reel -p time --minute-interval 15 --timeout 60 \\
                     --format '{hh}:{mm}') || exit
         echo './backup.sh' | at "$when"
         """,
         ExampleRun(way: .keys([.see("Done"), .send(Keys.enter)]),
                    calls: .matching(#"at \d\d:(00|15|30|45) <\./backup\.sh>\n"#))),
        ("""
         branch=$(git branch --format='%(refname:short)' | reel --title Branch) &&
             git switch "$branch"
         """,
         ExampleRun(way: .keys([.see("Branch"), .see("topic"), .send(Keys.down), .send(Keys.enter)]),
                    repository: true, then: "git branch --show-current", printed: "topic\n", stderr: switched)),
        ("0 9 * * 1  reel --batch -c 5...60/5 -s 25 >> ~/standup-minutes",
         ExampleRun(way: .cron, then: "cat ~/standup-minutes", printed: "25\n")),
        ("reel -c 0...100/5 --on-change 'pactl set-sink-volume @DEFAULT_SINK@ {1}%'", volume("Done")),
        ("reel -p date --preview 'cal {2} {1}' --preview-lines 8",
         ExampleRun(way: .keys([.see(week), .send(Keys.enter)]), printed: .matching(date + #"\n"#), needs: ["cal"])),
        ("ls | reel --preview 'head -5 {}'",
         ExampleRun(way: .keys([.see("notes line 2"), .send(Keys.enter)]), files: notes, printed: "notes.txt\n")),
        ("day=$(reel --popup=60%,40% -p date --title 'Due on') || exit",
         ExampleRun(way: .tmux([.see("Due on"), .see("[ Done ]"), .send(Keys.enter)]), then: #"echo "$day""#,
                    printed: .matching(date + #"\n"#), needs: ["tmux"])),

        // --help
        ("reel -t 휴식하기 -c 1...20 -l 분 -s 10", ExampleRun(way: .batch, printed: "10\n")),
        ("reel -c 0...23 -l hours -c 00...59 -l min -c 00...59 -l sec --separator :",
         ExampleRun(way: .batch, printed: "0\t00\t00\n")),
        ("printf '%s\\n' Red Orange Yellow | reel --title Colour", ExampleRun(way: .batch, printed: "Red\n")),
        ("reel -p duration --format '{seconds}'", ExampleRun(way: .batch, printed: "0\n")),
        ("reel -p date --min 2026-01-01 --select 2026-02-14 --json",
         ExampleRun(way: .batch, printed: .exactly(#"[{"component":1,"row":0,"value":"2026","title":"2026","label":null},"#
                        + #"{"component":2,"row":1,"value":"02","title":"February","label":null},"#
                        + #"{"component":3,"row":13,"value":"14","title":"14","label":null}]"# + "\n"))),
        ("reel -p datetime --minute-interval 15 --format '{iso}'",
         ExampleRun(way: .batch, printed: .matching(#"\d{4}-\d\d-\d\dT\d\d:(00|15|30|45)\n"#))),
    ]

    /// A file whose path is wider than the terminal.
    static let longPath = "src/a-rather-long-folder-name/and-another-folder-inside-it/with-yet-another-level/"
        + "wheel-of-the-year.swift"
}
