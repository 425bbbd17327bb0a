import CFuzzerDriver
import Foundation
import LunchTestSupport

// libFuzzer runs FuzzHarness.args on every input (options and corpus folders from argv).
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
    FuzzHarness.args.run(bytes, count)
    return 0
})
