// Where the tests find the source tree and the game binary. Only tests/support/paths.cpp is
// compiled with these paths, so no other test's command line names the clone's folder and a
// compiler cache (ccache) serves the same objects to every clone (docs/testing.md, "CI time").
#pragma once

namespace cata::test_paths {

/// The source tree (assets/, quests/, tests/ fixtures): the folder CMake configured.
const char* sourceDir();
/// The built `catakombes` binary (test_content and test_ai run it through a pipe).
const char* gameBinary();

}  // namespace cata::test_paths
