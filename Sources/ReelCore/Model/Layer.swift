// The model is made of rows and the matcher below it (ReelRows): every
// layer above the model sees them through it.
@_exported import ReelRows
