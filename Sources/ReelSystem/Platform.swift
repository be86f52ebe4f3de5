// The one place that knows which C library this is. Every other file
// imports ReelSystem instead of repeating `#if canImport(Glibc)`.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#else
#error("reel needs a POSIX C library: Glibc, Musl or Darwin")
#endif
// The compiler's own vector intrinsics (SSE2 on every x86-64 CPU), for
// ByteMask in the core: Swift's SIMD types cannot give a compare's bit mask.
#if arch(x86_64)
@_exported import _Builtin_intrinsics.intel
#endif

/// read(2) and write(2) under names that methods called `read` and `write`
/// can reach.
package enum System {
    package static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.read(fd, buffer, count)
        #elseif canImport(Musl)
        Musl.read(fd, buffer, count)
        #else
        Glibc.read(fd, buffer, count)
        #endif
    }

    package static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(fd, buffer, count)
        #elseif canImport(Musl)
        Musl.write(fd, buffer, count)
        #else
        Glibc.write(fd, buffer, count)
        #endif
    }

    /// close(2), for the same reason (a type with `close…` methods).
    @discardableResult
    package static func close(_ fd: Int32) -> Int32 {
        #if canImport(Darwin)
        Darwin.close(fd)
        #elseif canImport(Musl)
        Musl.close(fd)
        #else
        Glibc.close(fd)
        #endif
    }

    /// Seconds on a clock that never jumps.
    /// Asks for a larger buffer on the pipe `fd` (Linux's F_SETPIPE_SZ, up
    /// to /proc/sys/fs/pipe-max-size, 1 MiB unless changed): a fast writer
    /// then fills more per wake-up, and the reader draws fewer frames while
    /// it loads. Not a pipe, or elsewhere: nothing.
    package static func enlargePipe(_ fd: Int32, to bytes: Int32) {
        #if os(Linux)
        _ = fcntl(fd, 1031, bytes)  // F_SETPIPE_SZ
        #endif
    }

    /// Gives the pages of `address..<address+count` their memory in one
    /// call, instead of one page fault per page as they are first written
    /// (Linux 5.14+, MADV_POPULATE_WRITE; elsewhere nothing: the faults
    /// then do the same work). `address` must be page-aligned.
    package static func populateForWriting(_ address: UnsafeMutableRawPointer, _ count: Int) {
        #if os(Linux)
        _ = madvise(address, count, 23)  // MADV_POPULATE_WRITE
        #endif
    }

    package static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// The process environment as a dictionary, read without Foundation.
    package static func environment() -> [String: String] {
        var result: [String: String] = [:]
        #if canImport(Darwin)
        // Darwin has no `environ` symbol for Swift to see; it hands it out.
        guard var pointer = _NSGetEnviron()?.pointee else { return result }
        #else
        var pointer = environ
        #endif
        var entries = pointer
        while entries.pointee != nil { entries += 1 }
        result.reserveCapacity(entries - pointer)
        // Bytes, not Characters: split at the first "=" found by strchr,
        // each half decoded once (start-up of `reel --version` is mostly this).
        while let entry = pointer.pointee {
            if let equals = strchr(entry, 0x3D) {
                let name = UnsafeRawBufferPointer(start: entry, count: equals - entry)
                let value = UnsafeRawBufferPointer(start: equals + 1, count: strlen(equals + 1))
                result[String(decoding: name, as: UTF8.self)] = String(decoding: value, as: UTF8.self)
            }
            pointer += 1
        }
        return result
    }

    /// Waits until one of `fds` can be read, or `milliseconds` pass (-1:
    /// no limit). Returns which descriptors are ready, and whether each
    /// hung up. Darwin's poll(2) answers POLLNVAL for /dev/tty (a known
    /// trap for terminal programs), so there select(2) does the waiting.
    package static func waitReadable(_ fds: [Int32], milliseconds: Int32) -> [Readiness]? {
        waitReady(fds, writing: [], milliseconds: milliseconds)
    }

    /// The same, where the descriptors in `writing` are waited on until
    /// they can be written (`.writable`) instead of read.
    package static func waitReady(_ fds: [Int32], writing: Set<Int32>, milliseconds: Int32) -> [Readiness]? {
        #if canImport(Darwin)
        var readSet = fd_set(), writeSet = fd_set()
        __darwin_fd_zero(&readSet)
        __darwin_fd_zero(&writeSet)
        for fd in fds {
            if writing.contains(fd) { __darwin_fd_set(fd, &writeSet) } else { __darwin_fd_set(fd, &readSet) }
        }
        var timeout = timeval(tv_sec: Int(milliseconds / 1000), tv_usec: Int32(milliseconds % 1000) * 1000)
        let ready = select((fds.max() ?? 0) + 1, &readSet, &writeSet, nil, milliseconds < 0 ? nil : &timeout)
        guard ready >= 0 else { return nil }
        return fds.map { fd in
            if writing.contains(fd) { return __darwin_fd_isset(fd, &writeSet) != 0 ? .writable : .idle }
            return __darwin_fd_isset(fd, &readSet) != 0 ? .readable : .idle
        }
        #else
        var polled = fds.map { pollfd(fd: $0, events: Int16(writing.contains($0) ? POLLOUT : POLLIN), revents: 0) }
        guard poll(&polled, nfds_t(polled.count), milliseconds) >= 0 else { return nil }
        return polled.map { entry in
            if entry.revents & Int16(POLLIN) != 0 { return .readable }
            if entry.revents & Int16(POLLOUT) != 0 { return .writable }
            if entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .hungUp }
            return .idle
        }
        #endif
    }

    /// A child that has ended and is not reaped yet, left unreaped (waitid
    /// with WNOWAIT): the one the next waitpid(-1) would return. nil when
    /// no child has ended, or where siginfo_t's pid cannot be read (musl:
    /// the caller then asks each of its children).
    package static func endedChild() -> pid_t? {
        guard namesEndedChildren else { return nil }
        #if canImport(Glibc) || canImport(Darwin)
        var info = siginfo_t()
        while waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) < 0 {
            if errno != EINTR { return nil }
        }
        #if canImport(Darwin)
        let pid = info.si_pid
        #else
        let pid = info._sifields._sigchld.si_pid
        #endif
        return pid > 0 ? pid : nil
        #else
        return nil
        #endif
    }

    /// Whether `endedChild` can say which child ended.
    #if canImport(Glibc) || canImport(Darwin)
    package static let namesEndedChildren = true
    #else
    package static let namesEndedChildren = false
    #endif

    package enum Readiness: Equatable, Sendable {
        /// `writable`: only for a descriptor waited on for writing.
        case idle, readable, writable, hungUp
    }
}
