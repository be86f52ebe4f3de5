// reel: parse the command line, run one picker, print the choice, exit.
import ReelCLI
import ReelSystem

/// The arguments as the kernel passed them, bytes and all:
/// `CommandLine.arguments` decodes them as UTF-8, replacing what is not,
/// and a value such as `-c $'caf\xe9,tea'` must print as it was given.
let arguments: [[UInt8]] = (1..<Int(CommandLine.argc)).map { index in
    guard let word = CommandLine.unsafeArgv[index] else { return [] }
    return Array(UnsafeRawBufferPointer(start: word, count: strlen(word)))
}
exit(ReelCommand.run(arguments: arguments, environment: System.environment()))
