import os
import UIKit
import Wayfinder

// Logging outcomes without the values they carry ("Security").

@MainActor let logger = Logger(subsystem: "com.example.shop", category: "links")

@MainActor func openLoggingRejections(_ url: String, from source: LinkSource, navigator: Navigator) async {
    // sample: Security
    let outcome = await navigator.openExternal(url, from: source)
    if let rejection = outcome.rejection {
        logger.notice("link rejected: \(rejection.code, privacy: .public) \(rejection.interceptor ?? "", privacy: .public)")
    }
    // end sample
}
