// Only the declaration in include/fuzzer_driver.h: the driver itself is libFuzzer's.
#include "fuzzer_driver.h"
