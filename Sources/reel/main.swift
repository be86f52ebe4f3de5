// Placeholder so the package builds on the e2e branch; the real entry point
// is written on another branch and replaces this file on merge.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let message = "reel: not implemented yet\n"
_ = write(2, message, message.utf8.count)
exit(2)
