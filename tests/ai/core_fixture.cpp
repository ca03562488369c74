// The rules core's ASCII fixtures (tests/core/fixture.h), compiled into test_ai too so the
// Master AI's behaviours are tested on drawn boards with forced dice.
#include "core/fixture.cpp"  // NOLINT(bugprone-suspicious-include)
