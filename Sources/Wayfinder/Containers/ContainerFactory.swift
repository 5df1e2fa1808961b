/// Makes the controllers a ``ContainerDriver`` puts on screen: a host's only say in what its
/// containers are. The UIKit host makes view controllers through the ``ScreenCatalog``,
/// navigation controllers and a tab bar controller; tests make fakes.
///
/// ```swift
/// func makeController(for request: ScreenRequest) -> any ContainerController {
///     catalog.makeContent(for: request, as: UIViewController.self) ?? PlaceholderViewController(request.screen)
/// }
/// ```
@MainActor
package protocol ContainerFactory: AnyObject {
    /// The controller that shows a screen. Called once per screen while it is on display.
    func makeController(for request: ScreenRequest) -> any ContainerController
    /// An empty stack container; `tab` names the tab it will hold, if it is one.
    func makeStackContainer(tab: String?) -> any StackContainer
    /// An empty split view for the stack of `tab` (the root stack for `nil`), with the middle
    /// column or without; `nil` when the host shows split views as one stack.
    func makeSplitContainer(tab: String?, hasSupplementaryColumn: Bool) -> (any SplitContainer)?
    /// An empty tab container.
    func makeTabContainer() -> any TabContainer
    /// Readies a controller to be presented in `style`: sets its presentation style and
    /// whatever reports the user's interactive dismissal.
    func prepareForPresentation(_ controller: any ContainerController, style: ModalStyle)
    /// Makes sure the user's interactive dismissal of a presented controller is still reported
    /// when the screen has set a delegate of its own since (a "discard changes?" confirmation
    /// commonly does): the UIKit host puts a forwarder in front of the screen's delegate. The
    /// driver calls it after each presentation and whenever it settles.
    func keepReportingDismissal(of controller: any ContainerController)
}

extension ContainerFactory {
    /// `nil`: a host without split views shows their stacks as one stack.
    package func makeSplitContainer(tab: String?, hasSupplementaryColumn: Bool) -> (any SplitContainer)? { nil }

    /// Does nothing: for factories whose controllers report dismissal without a delegate.
    package func keepReportingDismissal(of controller: any ContainerController) {}
}
