import Foundation
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// Swift concurrency on the fuzzing thread: one queue of jobs, run one at a time, in virtual time.
///
/// The main actor and the default (global) executor are replaced, before any task starts, by two
/// executors that share one queue. ``run(until:)`` drains it on the thread that calls it, the
/// main thread, where libFuzzer's driver runs. So an input runs without a thread hop (thousands of
/// hops an input made the navigator target spend most of its time in the kernel), in an order
/// fixed by the input alone, so a finding replays exactly; and a wait that nothing can end shows
/// at once, as an empty queue while the input is not done.
///
/// Time is virtual: when no job is ready, the timer due first fires at once, and the clock
/// moves to its deadline. A timeout or a sleep thus ends as soon as nothing else can run, in the
/// order of the deadlines.
///
/// This uses the runtime's experimental executor factory (`_createExecutors`), which exists in
/// the toolchains this package builds with on Linux; it is fuzzing-only code.
enum FuzzExecutors {
    /// Installs the executors; call before any task starts.
    static func install() {
        _createExecutors(factory: Factory.self)
    }

    /// Runs queued jobs until `flag` is set. Returns false when nothing is left to run while
    /// `flag` is still unset: every task waits for something that can no longer come.
    static func run(until flag: Flag) -> Bool {
        while !flag.isSet {
            guard let entry = queue.take() else { return false }
            runJob(entry)
        }
        return true
    }

    /// Runs what is still queued, at most `limit` jobs; returns how many ran.
    static func drain(limit: Int) -> Int {
        var count = 0
        while count < limit, let entry = queue.take() {
            runJob(entry)
            count += 1
        }
        return count
    }

    private static func runJob(_ entry: JobQueue.Entry) {
        if entry.onMain {
            entry.job.runSynchronously(on: mainExecutor.asUnownedSerialExecutor())
        } else {
            entry.job.runSynchronously(on: DefaultExecutor.shared.asUnownedTaskExecutor())
        }
    }

    fileprivate static let queue = JobQueue()
    fileprivate static let mainExecutor = MainQueueExecutor()

    private struct Factory: ExecutorFactory {
        static var mainExecutor: any MainExecutor { FuzzExecutors.mainExecutor }
        static var defaultExecutor: any TaskExecutor { DefaultExecutor.shared }
    }
}

/// The jobs waiting to run and the timers waiting to fire.
///
/// Invariant: every field is read and written under `lock`; a job leaves the queue before it
/// runs, and so runs exactly once.
private final class JobQueue: @unchecked Sendable {
    struct Entry {
        var job: UnownedJob
        /// Whether the job runs on the main actor; otherwise on the default executor.
        var onMain: Bool
        var due: Duration
        var order: Int
    }

    private let lock = NSLock()
    private var ready: [Entry] = []
    private var head = 0
    private var timers: [Entry] = []
    private var now: Duration = .zero
    private var order = 0

    /// Queues `job`; with a delay, as a timer that fires when nothing else is ready.
    func push(_ job: UnownedJob, onMain: Bool, delay: Duration? = nil) {
        lock.withLock {
            order += 1
            let entry = Entry(job: job, onMain: onMain, due: now + max(delay ?? .zero, .zero), order: order)
            if delay == nil { ready.append(entry) } else { timers.append(entry) }
        }
    }

    /// The oldest ready job, else the timer due first (moving the clock to it), else nil.
    func take() -> Entry? {
        lock.withLock {
            if head < ready.count {
                let entry = ready[head]
                head += 1
                if head == ready.count {
                    ready.removeAll(keepingCapacity: true)
                    head = 0
                }
                return entry
            }
            guard let first = timers.indices.min(by: { (timers[$0].due, timers[$0].order) < (timers[$1].due, timers[$1].order) })
            else { return nil }
            let entry = timers.remove(at: first)
            now = max(now, entry.due)
            return entry
        }
    }
}

/// An executor that feeds the shared queue: the main actor's or the default one.
private protocol QueueExecutor: SchedulingExecutor {
    /// Whether its jobs run on the main actor.
    var runsOnMain: Bool { get }
}

extension QueueExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        FuzzExecutors.queue.push(UnownedJob(job), onMain: runsOnMain)
    }
    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        FuzzExecutors.queue.push(UnownedJob(job), onMain: runsOnMain, delay: Self.virtual(delay))
    }
    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        FuzzExecutors.queue.push(UnownedJob(job), onMain: runsOnMain, delay: Self.virtual(clock.now.duration(to: instant)))
    }

    /// A delay as a virtual duration; on clocks other than Swift's, the job runs at once.
    private static func virtual<D>(_ delay: D) -> Duration {
        delay as? Duration ?? .zero
    }
}

/// The main actor's executor: queues its jobs; ``FuzzExecutors/run(until:)`` runs them.
private final class MainQueueExecutor: MainExecutor, QueueExecutor, @unchecked Sendable {
    let runsOnMain = true
    /// The harness drives the queue itself (``FuzzExecutors/run(until:)``); nothing calls these.
    func run() throws {}
    func stop() {}
    /// Every job runs on the fuzzing thread, so whoever asks runs isolated.
    func checkIsolated() {}
}

/// The default executor, for work not bound to an actor: the same queue.
private final class DefaultExecutor: TaskExecutor, QueueExecutor, @unchecked Sendable {
    static let shared = DefaultExecutor()
    let runsOnMain = false
}
