// How much of the current thread's stack is left, so that a deep tree is cut before it
// would overflow it. A tree's layout recurses once per level of nesting; a thread's stack is
// a few hundred kilobytes to a few megabytes, and overflowing it kills the process with no
// message. The stack's bounds are read from the thread library once per thread (on glibc,
// reading them for the main thread parses /proc/self/maps) and kept in thread-specific
// slots; the stack pointer is the address of a local.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The current thread's stack.
enum ThreadStack {
    /// An address in the caller's stack frame: how deep the stack is now (it grows down on
    /// every platform Swift runs on). Inlined: as a call it cost the 501-node feed tree 3,300
    /// instructions a layout (of 1.18 million), its containers asking at every level.
    @inline(__always)
    static func currentAddress() -> UInt {
        var here: UInt8 = 0
        return withUnsafeMutablePointer(to: &here) { UInt(bitPattern: $0) }
    }

    /// The addresses the current thread's stack spans, lowest to highest, or nil where the
    /// platform does not say (the caller then never cuts). An address a layout reads outside
    /// them is not on this stack (AddressSanitizer moves locals whose address is taken to a
    /// "fake stack" on the heap): it tells nothing.
    static func bounds() -> Range<UInt>? {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            guard let keys = boundKeys else { return readBounds() }
            if let low = pthread_getspecific(keys.low), let high = pthread_getspecific(keys.high) {
                return UInt(bitPattern: low)..<UInt(bitPattern: high)
            }
            guard let bounds = readBounds(), bounds.lowerBound != 0 else { return nil }
            pthread_setspecific(keys.low, UnsafeRawPointer(bitPattern: bounds.lowerBound))
            pthread_setspecific(keys.high, UnsafeRawPointer(bitPattern: bounds.upperBound))
            return bounds
        #else
            return nil
        #endif
    }

    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        /// Where each thread keeps its stack's bounds once read.
        private static let boundKeys: (low: pthread_key_t, high: pthread_key_t)? = {
            var (low, high) = (pthread_key_t(), pthread_key_t())
            guard pthread_key_create(&low, nil) == 0, pthread_key_create(&high, nil) == 0 else { return nil }
            return (low, high)
        }()

        private static func readBounds() -> Range<UInt>? {
            #if canImport(Darwin)
                let thread = pthread_self()
                let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
                let size = UInt(pthread_get_stacksize_np(thread))
                return top > size ? (top - size)..<top : nil
            #else
                // `pthread_getattr_np` is a GNU extension the C library module does not show:
                // looked up by name (nil where it cannot be, as in some static builds).
                typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
                guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
                let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
                var attributes = pthread_attr_t()
                guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
                defer { pthread_attr_destroy(&attributes) }
                var lowest: UnsafeMutableRawPointer?
                var size = 0
                guard pthread_attr_getstack(&attributes, &lowest, &size) == 0, let lowest, size > 0 else {
                    return nil
                }
                let low = UInt(bitPattern: lowest)
                return low..<(low + UInt(size))
            #endif
        }
    #endif
}
