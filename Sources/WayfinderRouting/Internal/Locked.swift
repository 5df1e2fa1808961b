#if canImport(os)
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Foundation
#endif

/// A value that threads share through a lock: `withLock` is the only way to it.
///
/// ```swift
/// let counter = Locked(0)
/// counter.withLock { $0 += 1 }
/// ```
///
/// On Apple platforms the lock is `OSAllocatedUnfairLock` (iOS 16, macOS 13), which donates
/// priority to the thread holding it; elsewhere it is a pthread mutex, which ThreadSanitizer
/// understands. Not reentrant: `body` must not take the same lock again.
package final class Locked<State>: @unchecked Sendable {
    // @unchecked: `state` is read and written only inside `withLock`, under the lock.
    #if canImport(os)
    private let lock: OSAllocatedUnfairLock<State>

    package init(_ state: State) {
        lock = OSAllocatedUnfairLock(uncheckedState: state)
    }

    /// Runs `body` with the state, holding the lock.
    package func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        // OSAllocatedUnfairLock rethrows untyped; carry the typed error across it.
        var outcome: Swift.Result<Result, Failure>?
        lock.withLockUnchecked { state in
            do throws(Failure) { outcome = .success(try body(&state)) } catch { outcome = .failure(error) }
        }
        switch outcome! {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }
    #else
    // A pthread mutex must not move once initialised, so it lives in the tail of a heap
    // object (ManagedBuffer storage never moves) and is only reached through its pointer.
    private final class Storage: ManagedBuffer<State, pthread_mutex_t> {
        deinit {
            _ = withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) }
        }
    }

    private let storage: Storage

    package init(_ state: State) {
        storage = Storage.create(minimumCapacity: 1) { _ in state } as! Storage
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            _ = pthread_mutex_init(mutex, nil)
        }
    }

    /// Runs `body` with the state, holding the lock.
    @inline(__always)
    package func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try storage.withUnsafeMutablePointers { (state, mutex) throws(Failure) -> Result in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&state.pointee)
        }
    }
    #endif
}
