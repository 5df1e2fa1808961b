import Foundation

/// Diagnostics go to standard error so that standard output stays readable by scripts.
enum StandardError {
    static func print(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// Exit statuses the tool promises: 0 done, 1 bad input (such as a bad pattern), 2 usage.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
}
