// The Catch2 (v2) main shared by every test executable.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

int main(int argc, char* argv[]) { return Catch::Session().run(argc, argv); }
