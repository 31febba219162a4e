// A value behind a lock, for the little state the warning log shares between threads. The
// lock is the C library's pthread mutex where there is one: ThreadSanitizer understands it
// (it does not see the futex `Synchronization.Mutex` waits on, and reported the accesses a
// Mutex guarded as races), so a real race in this state fails a sanitized test run.

import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value that `withLock` hands to one thread at a time.
///
/// Building the tests with `-Xswiftc -DPINFRAME_UNLOCKED_LOG` takes the lock away (and only
/// there): a ThreadSanitizer run must then report the race, which shows that the run can
/// fail (Documentation/Testing.md).
final class Locked<Value> {
    private var value: Value
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #else
        private let mutex = Mutex<Void>(())
    #endif

    init(_ value: Value) {
        self.value = value
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        #endif
    }

    deinit {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
            mutex.deallocate()
        #endif
    }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        #if PINFRAME_UNLOCKED_LOG
            return body(&value)
        #elseif canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body(&value)
        #else
            return mutex.withLock { _ in body(&value) }
        #endif
    }
}

extension Locked: @unchecked Sendable where Value: Sendable {}
