extension Array {
    /// Replaces the storage with a copy exactly as large as the elements need.
    ///
    /// Arrays grow by doubling, so a table built by appending may keep up to half its storage
    /// unused; a table that is published and will not grow in place has no use for it.
    mutating func releaseSpareCapacity() {
        guard capacity > count else { return }
        var exact: [Element] = []
        exact.reserveCapacity(count)
        exact.append(contentsOf: self)
        self = exact
    }
}
