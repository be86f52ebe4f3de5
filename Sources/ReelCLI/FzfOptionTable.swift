/// What an fzf user types, and reel's word for it: the README's "Coming
/// from fzf" table, row for row (`FzfOptionTableTests` compares them and
/// prints the table to paste), and the one-line answer to each of fzf's
/// options that reel does not take (`ArgumentParser`, exit 2).
package enum FzfOptionTable {
    package static let all: [FzfOption] = [
        FzfOption("`fzf`", "`reel --filter`", "a list under the query line"),
        FzfOption("`-f`, `--filter Q`", "`--batch --filter -q Q`", "no terminal; 1 when nothing matches"),
        FzfOption("`-q`, `--query`", "`-q`, `--query`"),
        FzfOption("`-1`, `--select-1`", "`--select-1`"),
        FzfOption("`-0`, `--exit-0`", "`--exit-0`", "reel's `-0` is `--print0`"),
        FzfOption("`-m`, `--multi`", "`--multi[=N]`",
                  "ctrl+t checks (tab moves the focus, space types); reel's `-m` is `--message`"),
        FzfOption("`+m`, `--no-multi`", FzfOption.notInReel, "a wheel takes one row unless `--multi`"),
        FzfOption("`+s`, `--no-sort`", "`--no-sort`"),
        FzfOption("`--literal`", "`--literal`"),
        FzfOption("`-x`, `--extended`", "always", "`'`, `^`, `$`, `!`, `\\|` in every query"),
        FzfOption("`+x`, `--no-extended`", FzfOption.notInReel, "the extended syntax is always on"),
        FzfOption("`-n`, `--nth`", "`--match`", "`--show`'s field syntax: `2`, `2..`, `1..3`"),
        FzfOption("`--with-nth`", "`--show`", "`--value N` prints one field"),
        FzfOption("`--accept-nth`", "`--value N`", "one field printed"),
        FzfOption("`-d`, `--delimiter`", "`--input-delimiter`",
                  "a string, not a regex; one space splits as awk; reel's `-d`, `--delimiter` join what is printed"),
        FzfOption("`--header`, `--header-lines`", "`--header`, `--header-lines`"),
        FzfOption("`--height`", "`--rows N`, or `--fullscreen`", "a list's default is fzf's `--height 40%`, at least 8 rows"),
        FzfOption("`--min-height`", "`--rows N`", "a list shows at least 8 rows"),
        FzfOption("`--layout reverse`, `--reverse`", "the list's only layout", "the query on top, the best row under it"),
        FzfOption("`--keep-right`", "`--keep-right`"),
        FzfOption("`--no-hscroll`, `--hscroll-off`, `--wrap`", FzfOption.notInReel,
                  "a long row slides to show its match, cut with `…`"),
        FzfOption("`--scroll-off`", FzfOption.notInReel, "a list scrolls within two rows of an edge"),
        FzfOption("`--ansi`", "`--ansi`", "`--ansi=keep` prints the codes too"),
        FzfOption("`--preview CMD`", "`--preview CMD`", "`{}`, `{1}` as quoted words; `--preview-lines N` under the list"),
        FzfOption("`--preview-window`", "`--preview-lines N`", "always under the list"),
        FzfOption("`--print0`", "`--print0` (`-0`)"),
        FzfOption("`--read0`", FzfOption.notInReel, "rows are lines"),
        FzfOption("`--cycle`", "`--cyclic`"),
        FzfOption("`--border`", "`--border STYLE`"),
        FzfOption("`--border-label`", "`--title TEXT`", "a title above the rows"),
        FzfOption("`--tmux`", "`--popup`"),
        FzfOption("`--expect KEY`", "`--button TEXT:KEY`", "exit 3 and up, `{button}` names it"),
        FzfOption("`--bind`", FzfOption.notInReel, "the keys are fixed (`reel --help`, `?`); `--button` adds one"),
        FzfOption("`--jump-labels`, `--filepath-word`", FzfOption.notInReel, "the keys are fixed (`reel --help`, `?`)"),
        FzfOption("esc", "esc", "cancels at once, with a query or not; ctrl+u clears the query"),
        FzfOption("`--sync`", "always", "Enter during a ranking waits for it"),
        FzfOption("`FZF_DEFAULT_OPTS`", "`REEL_DEFAULT_OPTS`"),
        FzfOption("`-e`, `--exact`", FzfOption.notInReel, "type `'word`; one syntax for every query"),
        FzfOption("`-i`, `+i`", FzfOption.notInReel, "smart case: a capital makes a term exact; reel's `-i` is `--index`"),
        FzfOption("`--scheme`", FzfOption.notInReel, "one scoring, fzf's default"),
        FzfOption("`--tiebreak`", FzfOption.notInReel, "fzf's default: the shorter row, then input order"),
        FzfOption("`--tac`", FzfOption.notInReel, "`tac` before reel"),
        FzfOption("`--disabled`, `--phony`", FzfOption.notInReel, "without `--filter` typing does not filter (`/` searches)"),
        FzfOption("`--prompt`, `--pointer`, `--marker`, `--info`, `--inline-info`, `--no-info`", FzfOption.notInReel,
                  "one look, themed by `--theme`"),
        FzfOption("`--margin`, `--padding`, `--style`, `--no-bold`, `--ellipsis`, `--tabstop`", FzfOption.notInReel,
                  "one look, themed by `--theme`"),
        FzfOption("`--scrollbar`, `--no-scrollbar`, `--no-separator`, `--header-first`", FzfOption.notInReel,
                  "one look, themed by `--theme`"),
        FzfOption("`--border-label-pos`, `--preview-label`, `--preview-label-pos`", FzfOption.notInReel,
                  "one look, themed by `--theme`"),
        FzfOption("`--history`, `--history-size`", FzfOption.notInReel, "each run starts from `--query`"),
        FzfOption("`--print-query`", FzfOption.notInReel, "the chosen row is printed"),
        FzfOption("`--walker`, `--walker-root`", FzfOption.notInReel, "pipe `find` into reel"),
        FzfOption("`--listen`", FzfOption.notInReel, "the picker takes keys from its terminal only"),
    ]

    /// The row that answers `spelling` (`--nth`, `-e`, `+i`), if fzf has it.
    package static func row(for spelling: String) -> FzfOption? {
        all.first { $0.spellings.contains(spelling) }
    }

    /// The table as the README writes it.
    package static var markdown: String {
        (["| fzf | reel | |", "|---|---|---|"] + all.map(\.markdownRow)).joined(separator: "\n")
    }
}
