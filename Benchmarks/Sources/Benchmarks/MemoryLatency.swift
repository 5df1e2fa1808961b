import Foundation
@_spi(Internals) import WayfinderTesting

/// How long one dependent read takes when the data is spread over a working set of a given
/// size: a walk around one random cycle of cache lines, so that each read waits for the one
/// before and no prefetcher can guess the next. It shows where the machine's caches end, which
/// bounds how flat matching can stay once the route table outgrows them.
enum MemoryLatency {
    static let lineSize = 64

    /// Nanoseconds per dependent read over `megabytes` of memory.
    static func nanosecondsPerRead(megabytes: Int, reads: Int = 10_000_000) -> Double {
        let lines = megabytes * 1_048_576 / lineSize
        let stride = lineSize / MemoryLayout<Int>.stride
        var order = Array(0..<lines)
        var random = SeededRandom(seed: 7)
        order.shuffle(using: &random)
        var next = [Int](repeating: 0, count: lines * stride)
        for index in 0..<lines { next[order[index] * stride] = order[(index + 1) % lines] * stride }
        return next.withUnsafeBufferPointer { next in
            var position = 0
            let start = ContinuousClock.now
            for _ in 0..<reads { position = next[position] }
            let elapsed = Measure.nanoseconds(ContinuousClock.now - start)
            // Keeps the walk from being optimised away.
            if position == -1 { print(position) }
            return elapsed / Double(reads)
        }
    }

    static func report() {
        print("dependent read latency by working set (one random cycle of 64-byte lines):")
        for megabytes in [1, 2, 4, 8, 16, 32, 64] {
            print("  \(megabytes) MB: \(String(format: "%.1f", nanosecondsPerRead(megabytes: megabytes))) ns")
        }
    }
}
