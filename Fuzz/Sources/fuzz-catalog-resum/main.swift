import CFuzzerDriver
import Foundation
import LunchTestSupport

// libFuzzer runs FuzzHarness.catalogResum on every input (options and corpus folders from argv).
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
    FuzzHarness.catalogResum.run(bytes, count)
    return 0
})
