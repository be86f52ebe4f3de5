import ReelCore

/// A few words on each value an option offers, for the shells that show
/// them beside the candidates (zsh, fish). A test asks for one for every
/// value `OptionSpec.offered` lists, so a new case cannot go undescribed.
enum ChoiceHelp {
    static func text(option: String, value: String) -> String? { table[option]?[value] }

    private static let table: [String: [String: String]] = [
        "align": ["left": "rows flush left", "center": "rows centred", "right": "rows flush right"],
        "preset": Dictionary(uniqueKeysWithValues: Preset.all.map { ($0.name, $0.kind.choiceHelp) }),
        "border": [
            "none": "no border", "rounded": "rounded corners", "sharp": "square corners", "double": "double lines",
            "ascii": "plain ASCII lines", "heavy": "thick lines",
        ],
        "theme": [
            "auto": "terminal colours, a band for its background", "default": "terminal colours, a dark grey band",
            "dark": "iOS dark mode", "light": "iOS light mode",
            "mono": "no colour at all",
        ],
        "color": ["auto": "when a terminal, honouring NO_COLOR", "always": "even when NO_COLOR is set",
                  "never": "no colour"],
        "layout": ["wheel": "wheels around a band", "list": "rows one a line under the query line"],
        "on-timeout": ["cancel": "exit 124, print nothing", "accept": "print the selection"],
        "completion": ["bash": "bash script", "zsh": "zsh script", "fish": "fish script"],
    ]
}
