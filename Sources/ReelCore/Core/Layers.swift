// ReelCore is the pure core as one import for the layers above it: each
// of its layers is a target of its own (Package.swift), so that a wrong-way
// dependency between them is a build error. The layers, lowest first:
// text and widths, the rows and the matcher, the model, the keys, the SPEC grammar and presets,
// output, rendering, the accessible interview.
@_exported import ReelText
@_exported import ReelRows
@_exported import ReelModel
@_exported import ReelInput
@_exported import ReelSpec
@_exported import ReelOutput
@_exported import ReelRender
@_exported import ReelAsk
