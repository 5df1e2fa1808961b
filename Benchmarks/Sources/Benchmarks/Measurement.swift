import AllocationCounter

/// The median, minimum and maximum of repeated timings, in nanoseconds.
struct Timing {
    let median: Double
    let minimum: Double
    let maximum: Double

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        median =
            sorted.count % 2 == 1
            ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        minimum = sorted.first ?? 0
        maximum = sorted.last ?? 0
    }

    func scaled(by divisor: Double) -> Timing {
        Timing(median: median / divisor, minimum: minimum / divisor, maximum: maximum / divisor)
    }

    private init(median: Double, minimum: Double, maximum: Double) {
        self.median = median
        self.minimum = minimum
        self.maximum = maximum
    }
}

enum Measure {
    /// Runs `body` once to warm up, then `runs` times, timing each run.
    static func time(runs: Int, _ body: () -> Void) -> Timing {
        body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            body()
            samples.append(nanoseconds(ContinuousClock.now - start))
        }
        return Timing(samples)
    }

    /// Times a fresh build `runs` times after one warm-up; the result of each build is kept
    /// until the next run so that freeing it is not timed.
    static func timeBuilds<Built>(runs: Int, _ build: () -> Built) -> Timing {
        var kept = build()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            let built = build()
            samples.append(nanoseconds(ContinuousClock.now - start))
            kept = built
        }
        withExtendedLifetime(kept) {}
        return Timing(samples)
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    /// The heap bytes a structure keeps alive: live bytes after building it minus before.
    static func heapBytes<Built>(_ build: () -> Built) -> Int? {
        guard allocation_counter_available() != 0 else { return nil }
        let before = allocation_counter_live_bytes()
        let built = build()
        let after = allocation_counter_live_bytes()
        withExtendedLifetime(built) {}
        return Int(after - before)
    }

    /// Heap allocations made while `body` runs on the main actor, on every thread.
    @MainActor
    static func allocations(_ body: @MainActor () async -> Void) async -> Int? {
        guard allocation_counter_available() != 0 else { return nil }
        allocation_counter_start()
        await body()
        return Int(allocation_counter_stop())
    }

    /// Heap allocations made while `body` runs, on every thread.
    static func allocations(_ body: () -> Void) -> Int? {
        guard allocation_counter_available() != 0 else { return nil }
        allocation_counter_start()
        body()
        return Int(allocation_counter_stop())
    }
}
