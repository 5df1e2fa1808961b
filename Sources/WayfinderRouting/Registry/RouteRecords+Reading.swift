extension RouteRecords {
    /// The identifier of the route at `index`.
    func id(at index: Int) -> Int {
        var offset = start(at: index)
        return bytes.withView { VarInt.read($0, at: &offset) }
    }

    /// The index of the route with an identifier, found by binary search: identifiers grow
    /// with the index.
    func index(of id: Int) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            let found = self.id(at: middle)
            if found == id { return middle }
            if found < id { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The canonical text of the route's pattern.
    func patternText(at index: Int) -> String {
        withPatternText(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 of the canonical text of the route's pattern, in place.
    func withPatternText<Result>(at index: Int, _ body: (BufferView<UInt8>) -> Result) -> Result {
        bytes.withView { bytes in
            body(bytes.slice(textRange(at: index, in: bytes)))
        }
    }

    /// The route's pattern, parsed again from its canonical text.
    ///
    /// Only patterns that the parser or the canonical reader accepted are recorded, and their
    /// canonical text parses back to them (the pattern fuzz target checks the round trip).
    /// Were that ever broken, the text stands as one literal rather than stopping the app.
    func pattern(at index: Int) -> RoutePattern {
        let text = patternText(at: index)
        return (try? RoutePattern(text)) ?? RoutePattern(unparsedText: text)
    }

    /// The default arguments registered with the route.
    func defaults(for id: Int) -> [String: String] {
        extras[id]?.defaults ?? [:]
    }

    /// The captures of the route's variant `variant`.
    func captures(at index: Int, variant: Int) -> CaptureList {
        bytes.withView { bytes in
            let text = textRange(at: index, in: bytes)
            var offset = text.upperBound
            _ = VarInt.read(bytes, at: &offset)  // the variant count
            for _ in 0..<variant {
                let captures = VarInt.read(bytes, at: &offset)
                for _ in 0..<(captures * 3) { _ = VarInt.read(bytes, at: &offset) }
            }
            return CaptureList(bytes: self.bytes, textStart: text.lowerBound, listStart: offset)
        }
    }

    /// Where the route's pattern text lies in ``bytes``.
    private func textRange(at index: Int, in bytes: BufferView<UInt8>) -> Range<Int> {
        var offset = start(at: index)
        _ = VarInt.read(bytes, at: &offset)  // the identifier
        let length = VarInt.read(bytes, at: &offset)
        return offset..<(offset + length)
    }
}

extension RouteRecords {
    /// Every route in order, as the public API shows them, with their targets by route index.
    func routes<Target: Sendable>(targets: [Target]) -> [Route<Target>] {
        targets.indices.map { route(at: $0, target: targets[$0]) }
    }

    /// The route with an identifier, if there is one, with its target from `targets`.
    func route<Target: Sendable>(_ id: Int, targets: [Target]) -> Route<Target>? {
        index(of: id).map { route(at: $0, target: targets[$0]) }
    }

    /// The route at `index` as the public API shows it, with its target.
    func route<Target: Sendable>(at index: Int, target: Target) -> Route<Target> {
        let id = id(at: index)
        let extras = extras[id]
        return Route(
            id: id, pattern: pattern(at: index), target: target,
            defaults: extras?.defaults ?? [:], description: extras?.description, name: extras?.name)
    }
}
