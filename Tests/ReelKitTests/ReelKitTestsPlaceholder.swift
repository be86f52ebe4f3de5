// Placeholder so the package resolves on the e2e branch (SwiftPM requires a
// source file for every declared target); the real tests live on another
// branch and this file can be deleted on merge.
