// The host-contract test of "Using Wayfinder with UIKit and SwiftUI", for the shipped UIKit host.
// It runs where UIKit exists (an Apple test run); on Linux this file compiles to nothing, and
// DocumentationSampleTests still keeps it equal to the article.
#if canImport(UIKit)
import Testing
import UIKit
import Wayfinder
import WayfinderUIKit
import WayfinderTesting

// sample: UsingWithUIKitAndSwiftUI
@Test @MainActor func uikitHostKeepsTheContract() async {
    let report = await HostContract.verify {
        UIKitHost(window: UIWindow(frame: .zero), catalog: ScreenCatalog())
    }
    // UIKit's gestures cannot be acted out in a unit test: the report lists them as not run.
    #expect(report.violations.isEmpty, "\(report)")
}
// end sample
#endif
