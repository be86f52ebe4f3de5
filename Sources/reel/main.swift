// reel: parse the command line, run one picker, print the choice, exit.
import ReelCLI
import ReelSystem

exit(ReelCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: System.environment()))
