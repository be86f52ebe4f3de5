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

    /// Keeps what the process holds (a secret typed) out of any core
    /// file: no core is written (RLIMIT_CORE's soft limit 0, which the
    /// commands reel starts inherit), and on Linux the process is not dumpable
    /// (PR_SET_DUMPABLE 0), which also holds when `core_pattern` pipes the
    /// core to a program that ignores the limit, and keeps other
    /// processes of the same user from attaching to it or reading its
    /// memory. Darwin has the limit alone. True when every step took.
    @discardableResult
    package static func forbidCoreDumps() -> Bool {
        #if canImport(Glibc)
        let core = __rlimit_resource_t(RLIMIT_CORE.rawValue)
        #else
        let core = RLIMIT_CORE
        #endif
        // The soft limit: a program embedding the picker may raise it again.
        var limit = rlimit()
        _ = getrlimit(core, &limit)
        limit.rlim_cur = 0
        let limited = setrlimit(core, &limit) == 0
        #if os(Linux)
        return setDumpable(false) && limited
        #else
        return limited
        #endif
    }

    #if os(Linux)
    /// PR_SET_DUMPABLE (4).
    private static func setDumpable(_ dumpable: Bool) -> Bool {
        processControl(4, dumpable ? 1 : 0, 0, 0, 0) == 0
    }

    /// PR_GET_DUMPABLE (3): whether a core may be written, for a test.
    package static func isDumpable() -> Bool {
        processControl(3, 0, 0, 0, 0) != 0
    }
    #endif

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

    /// The process environment as its entries' bytes (`NAME=value`), for
    /// handing it on exactly (to the reel a tmux popup runs).
    package static func environmentEntries() -> [[UInt8]] {
        #if canImport(Darwin)
        guard var pointer = _NSGetEnviron()?.pointee else { return [] }
        #else
        var pointer = environ
        #endif
        var entries: [[UInt8]] = []
        while let entry = pointer.pointee {
            entries.append(Array(UnsafeRawBufferPointer(start: entry, count: strlen(entry))))
            pointer += 1
        }
        return entries
    }

    /// Makes `entries` (`NAME=value`) the whole process environment, as
    /// the commands reel starts will see it.
    package static func replaceEnvironment(with entries: [[UInt8]]) {
        #if canImport(Darwin)
        // No clearenv: each name unset (the list read first, as unsetenv
        // changes it).
        for entry in environmentEntries() {
            let name = entry.prefix { $0 != 0x3D }
            _ = (Array(name) + [0]).withUnsafeBufferPointer { unsetenv(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }
        }
        #else
        clearenv()
        #endif
        for entry in entries {
            guard let equals = entry.firstIndex(of: 0x3D), equals > 0 else { continue }
            let name = Array(entry[..<equals]) + [0], value = Array(entry[(equals + 1)...]) + [0]
            name.withUnsafeBufferPointer { name in
                value.withUnsafeBufferPointer { value in
                    _ = setenv(UnsafeRawPointer(name.baseAddress!).assumingMemoryBound(to: CChar.self),
                               UnsafeRawPointer(value.baseAddress!).assumingMemoryBound(to: CChar.self), 1)
                }
            }
        }
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

    /// The path of the running executable, for starting it again (in a
    /// tmux popup): /proc/self/exe on Linux, the loader's record on Darwin.
    package static func executablePath() -> String? {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #else
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, Int(PATH_MAX))
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }

    /// The working directory as a descriptor, close-on-exec: handed to
    /// another process (SCM_RIGHTS) it is the very directory, whatever its
    /// name says to a shell or to tmux, and whether or not it may be read.
    /// -1 when it cannot be opened.
    package static func openCurrentDirectory() -> Int32 {
        #if canImport(Darwin)
        return open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #else
        // O_PATH (Glibc's module leaves it out: it is a _GNU_SOURCE name;
        // 010000000 on every Linux architecture Swift runs on): a directory
        // the user may enter but not list opens too.
        let path: Int32 = 0o10000000
        return open(".", path | O_DIRECTORY | O_CLOEXEC)
        #endif
    }

    /// A stream socket of the Unix domain (`SOCK_STREAM`'s type differs
    /// between the C libraries), close-on-exec.
    package static func unixStreamSocket() -> Int32 {
        #if canImport(Darwin)
        let fd = socket(AF_UNIX, SOCK_STREAM, 0)
        #else
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return fd
    }

    /// `path` as a socket address; nil when it is too long for one.
    package static func withUnixAddress<T>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// The alignment of control messages (`CMSG_ALIGN`): a `size_t` on
    /// Linux, 4 bytes on Darwin. The CMSG macros do not reach Swift.
    private static let controlAlignment = {
        #if canImport(Darwin)
        4
        #else
        MemoryLayout<Int>.size
        #endif
    }()

    private static func controlAligned(_ n: Int) -> Int { (n + controlAlignment - 1) & ~(controlAlignment - 1) }

    /// A message of one byte (`byte`) with `control` as its control data,
    /// for sendmsg(2) and recvmsg(2).
    private static func withMessage<T>(control: UnsafeMutableRawBufferPointer, byte: inout UInt8,
                                       _ body: (inout msghdr) -> T) -> T {
        withUnsafeMutablePointer(to: &byte) { bytePointer in
            var vector = iovec(iov_base: bytePointer, iov_len: 1)
            return withUnsafeMutablePointer(to: &vector) { vectorPointer in
                var message = msghdr()
                message.msg_iov = vectorPointer
                message.msg_iovlen = 1
                message.msg_control = control.baseAddress
                message.msg_controllen = .init(control.count)
                return body(&message)
            }
        }
    }

    /// Sends `fds` over the Unix socket `socket` (SCM_RIGHTS) with one
    /// byte: the receiver gets the same open files, offsets and all.
    package static func sendDescriptors(_ fds: [Int32], over socket: Int32) -> Bool {
        let header = controlAligned(MemoryLayout<cmsghdr>.size)
        let dataLength = fds.count * MemoryLayout<Int32>.size
        var control = [UInt8](repeating: 0, count: header + controlAligned(dataLength))
        var byte: UInt8 = 0x2A
        return control.withUnsafeMutableBytes { raw in
            let message = raw.baseAddress!.assumingMemoryBound(to: cmsghdr.self)
            message.pointee.cmsg_level = SOL_SOCKET
            message.pointee.cmsg_type = Int32(SCM_RIGHTS)
            message.pointee.cmsg_len = .init(header + dataLength)
            fds.withUnsafeBytes { (raw.baseAddress! + header).copyMemory(from: $0.baseAddress!, byteCount: dataLength) }
            return withMessage(control: raw, byte: &byte) { message in
                while true {
                    let sent = sendmsg(socket, &message, 0)
                    if sent < 0, errno == EINTR { continue }
                    return sent == 1
                }
            }
        }
    }

    /// The descriptors a `sendDescriptors` on the other end sent, at most
    /// `count`, close-on-exec; nil when none came.
    package static func receiveDescriptors(over socket: Int32, count: Int) -> [Int32]? {
        let header = controlAligned(MemoryLayout<cmsghdr>.size)
        let dataLength = count * MemoryLayout<Int32>.size
        var control = [UInt8](repeating: 0, count: header + controlAligned(dataLength))
        var byte: UInt8 = 0
        return control.withUnsafeMutableBytes { raw -> [Int32]? in
            let received = withMessage(control: raw, byte: &byte) { message -> Int in
                while true {
                    #if canImport(Darwin)
                    let n = recvmsg(socket, &message, 0)
                    #else
                    let n = recvmsg(socket, &message, Int32(MSG_CMSG_CLOEXEC))
                    #endif
                    if n < 0, errno == EINTR { continue }
                    return n
                }
            }
            guard received == 1 else { return nil }
            let message = raw.baseAddress!.assumingMemoryBound(to: cmsghdr.self)
            guard message.pointee.cmsg_level == SOL_SOCKET, message.pointee.cmsg_type == Int32(SCM_RIGHTS) else { return nil }
            let n = (Int(message.pointee.cmsg_len) - header) / MemoryLayout<Int32>.size
            guard n > 0, n <= count else { return nil }
            var fds = [Int32](repeating: -1, count: n)
            fds.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(start: raw.baseAddress! + header, count: n * 4)) }
            #if canImport(Darwin)
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            #endif
            return fds
        }
    }
}

#if os(Linux)
/// prctl(2), which the C library declares variadic and Swift therefore
/// does not import: its symbol, with the five arguments the kernel reads
/// (the integer registers a variadic call fills alike on every Linux ABI
/// Swift runs on). Linked by name, not looked up with dlsym(3): the static
/// executable `make build` links has no dynamic symbols, so dlsym found
/// nothing there and a secret's picker stayed dumpable.
@_extern(c, "prctl")
private func processControl(_ option: Int32, _ arg2: UInt, _ arg3: UInt, _ arg4: UInt, _ arg5: UInt) -> Int32
#endif
