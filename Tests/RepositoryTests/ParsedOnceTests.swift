import TestRequirements
import Foundation
import Testing

/// The command line is parsed once into one typed plan (issue 47): the
/// parser fills a `Configuration` as its scratch result, and the plan of
/// the run (`RunPlan`, holding the `PickerPlan`) is made from it once.
/// Nothing after that (the run, `--batch`, the input's reading, the
/// factory, keyed runs) takes or keeps a `Configuration`, so none of it
/// can read an argument a second time. The compiler cannot say which
/// files may name a type; this reads them.
@Suite struct ParsedOnceTests {
    /// The parser, and the making of the plan from what it filled in.
    static let parserAndPlanMaking: Set<String> = [
        "Sources/ReelCLI/Configuration.swift",
        "Sources/ReelCLI/FieldRequest.swift",
        "Sources/ReelCLI/ParseContext.swift",
        "Sources/ReelCLI/ArgumentParser.swift",
        "Sources/ReelCLI/ArgumentParser+DefaultOptions.swift",
        "Sources/ReelCLI/Plan/RunPlan+CommandLine.swift",
        "Sources/ReelCLI/Plan/PickerPlan+CommandLine.swift",
        "Sources/ReelCLI/Plan/PickerPlan+Alert.swift",
        "Sources/ReelCLI/Plan/PickerPlan+Combinations.swift",
    ]

    @Test func onlyTheParserAndThePlansMakingNameTheConfiguration() throws {
        let sources = try LayeringTests.sources(under: "Sources")
        for (path, text) in sources where !Self.parserAndPlanMaking.contains(path) {
            #expect(text.range(of: #"\bConfiguration\b"#, options: .regularExpression) == nil,
                    "\(path) names Configuration: take the plan (RunPlan, PickerPlan) instead")
        }
        // A file renamed away from the list would widen nothing unseen.
        let paths = Set(sources.map(\.path))
        for path in Self.parserAndPlanMaking.sorted() { #expect(paths.contains(path), "\(path) is gone: update the list") }
    }
}
