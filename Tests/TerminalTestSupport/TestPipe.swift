import ReelSystem

/// A pipe for a test to feed or drain, both ends closed on exec. The suite
/// runs tests in parallel, and a child another test spawns meanwhile would
/// otherwise inherit an end and keep it open: closing the write end here
/// then never reached the reader as the end of its input (seen once in
/// StreamingInputTests). The instant between pipe(2) and fcntl remains.
package func closeOnExecPipe() -> (read: Int32, write: Int32) {
    var fds: [Int32] = [-1, -1]
    precondition(pipe(&fds) == 0)
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return (fds[0], fds[1])
}
