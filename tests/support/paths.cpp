#include "support/paths.h"

namespace cata::test_paths {

const char* sourceDir() { return CATA_SOURCE_DIR; }
const char* gameBinary() { return CATA_GAME_BINARY; }

}  // namespace cata::test_paths
