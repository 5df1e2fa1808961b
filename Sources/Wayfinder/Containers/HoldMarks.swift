/// What the library set on the containers so that the user's gestures cannot remove a screen
/// that holds its place, with what the app had set there before: the one owner of those
/// settings.
///
/// A hold sets three things, each only on what it concerns:
/// - a presented sheet showing a held screen stops the user's swipe down
///   (``ContainerController/stopsInteractiveDismissal``, UIKit's `isModalInPresentation`);
/// - a held screen above its stack's root gets a back action that asks its guard
///   (``ContainerController/backActionSetting``); a held root gets none, since a back button
///   there would lead nowhere; side by side, so does the top of an earlier column whose Back
///   would take a held screen of a later column with it;
/// - a stack whose top screen is held stops the swipe back (``StackContainer/allowsInteractivePop``).
///
/// ```swift
/// marks.update(sheets: heldSheets, backs: heldScreensAboveRoots, swipes: stacksWithHeldTops) { _ in attempt(.pop(1)) }
/// ```
///
/// Each mark remembers what was there. When the hold ends (the guard is removed, the screen
/// leaves, another screen comes on top), the mark puts the app's own setting back, unless the
/// app changed it meanwhile, in which case the app's newer setting stays. Controllers the
/// library does not hold are never touched: a payment sheet the app made non-swipeable, a
/// drawing canvas with the swipe back turned off.
@MainActor
package final class HoldMarks {
    /// One setting the library changed on one object.
    private struct Mark<Value> {
        weak var target: AnyObject?
        /// What was there before the library changed it.
        let appSetting: Value
        /// What the library set.
        let held: Value
    }

    private var sheets: [ObjectIdentifier: Mark<Bool>] = [:]
    private var backs: [ObjectIdentifier: Mark<AnyObject?>] = [:]
    private var swipes: [ObjectIdentifier: Mark<Bool>] = [:]

    package init() {}

    /// Whether anything is marked now.
    package var isEmpty: Bool { sheets.isEmpty && backs.isEmpty && swipes.isEmpty }

    /// Marks exactly these and releases every other mark, putting back what was there.
    ///
    /// - Parameters:
    ///   - sheets: presented controllers that show a held screen.
    ///   - backs: controllers of held screens above their stack's root.
    ///   - swipes: stacks whose top screen is held.
    ///   - attempt: what a back button in `backs` does instead of popping; it is handed the
    ///     controller whose back button the user tapped.
    package func update(
        sheets heldSheets: [any ContainerController], backs heldBacks: [any ContainerController],
        swipes heldSwipes: [any StackContainer], attempt: @escaping @MainActor (any ContainerController) -> Void
    ) {
        Self.reconcile(
            &sheets, wanted: heldSheets, read: \.stopsInteractiveDismissal, held: { _ in true },
            write: { $0.stopsInteractiveDismissal = $1 }, isHeld: ==)
        Self.reconcile(
            &backs, wanted: heldBacks, read: \.backActionSetting,
            held: { target in target.makeBackAction { [weak target] in if let target { attempt(target) } } },
            write: { $0.backActionSetting = $1 }, isHeld: { $0 === $1 })
        Self.reconcile(
            &swipes, wanted: heldSwipes, read: \.allowsInteractivePop, held: { _ in false },
            write: { $0.allowsInteractivePop = $1 }, isHeld: ==)
    }

    /// Sets `held` on each wanted target not yet marked, remembering what it had, and puts the
    /// remembered setting back on each marked target no longer wanted, where the setting is
    /// still the library's.
    private static func reconcile<Target, Value>(
        _ marks: inout [ObjectIdentifier: Mark<Value>], wanted: [Target], read: (Target) -> Value,
        held: (Target) -> Value, write: (Target, Value) -> Void, isHeld: (Value, Value) -> Bool
    ) {
        var kept: [ObjectIdentifier: Mark<Value>] = [:]
        for target in wanted {
            let object = target as AnyObject
            let id = ObjectIdentifier(object)
            if let mark = marks[id], mark.target === object {
                kept[id] = mark
                continue
            }
            let value = held(target)
            kept[id] = Mark(target: object, appSetting: read(target), held: value)
            write(target, value)
        }
        for (id, mark) in marks where kept[id] == nil {
            guard let target = mark.target as? Target, isHeld(read(target), mark.held) else { continue }
            write(target, mark.appSetting)
        }
        marks = kept
    }
}
