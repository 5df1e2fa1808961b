// The names 0.1.0 had for types that now live inside the type they belong to, kept so that an
// app written for 0.1.0 still builds, with a warning that names the new spelling.

/// Renamed ``ModalStyle/Detent``.
@available(*, deprecated, renamed: "ModalStyle.Detent")
public typealias SheetDetent = ModalStyle.Detent

/// Renamed ``NavigationRequest/ID``.
@available(*, deprecated, renamed: "NavigationRequest.ID")
public typealias RequestID = NavigationRequest.ID

/// Renamed ``NavigationTransition/Change``.
@available(*, deprecated, renamed: "NavigationTransition.Change")
public typealias NavigationChange = NavigationTransition.Change

/// Renamed ``Stack/Location``.
@available(*, deprecated, renamed: "Stack.Location")
public typealias StackLocation = Stack.Location

/// Renamed ``Departure/Decision``.
@available(*, deprecated, renamed: "Departure.Decision")
public typealias LeaveDecision = Departure.Decision

/// Renamed ``RouteDefinition/ExternalActionPolicy``.
@available(*, deprecated, renamed: "RouteDefinition.ExternalActionPolicy")
public typealias ExternalActionPolicy = RouteDefinition.ExternalActionPolicy
