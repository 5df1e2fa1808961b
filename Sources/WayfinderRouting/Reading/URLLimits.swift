/// Bounds enforced while a URL is read, so hostile input is refused before any work is done.
/// Apps set them through ``RouterConfiguration/maximumURLLength``,
/// ``RouterConfiguration/maximumSegments`` and ``RouterConfiguration/maximumQueryItems``; the
/// reader and the package's tools pass them as one value.
@_spi(Internals) public struct URLLimits: Sendable, Hashable {
    /// The most UTF-8 bytes a URL may have. Default 8,192.
    public var maximumLength: Int
    /// The most path segments, counting a custom scheme's host. Default 128.
    public var maximumSegments: Int
    /// The most query items (`name=value` pairs). Default 256.
    public var maximumQueryItems: Int

    /// Creates limits; a value below its floor (1, 1 and 0) is raised to it.
    public init(maximumLength: Int = 8_192, maximumSegments: Int = 128, maximumQueryItems: Int = 256) {
        // Offsets are kept in 32 bits on the matching path.
        self.maximumLength = min(max(1, maximumLength), Int(Int32.max))
        self.maximumSegments = max(1, maximumSegments)
        self.maximumQueryItems = max(0, maximumQueryItems)
    }

    /// 8,192 bytes, 128 segments, 256 query items.
    public static let `default` = URLLimits()
}
