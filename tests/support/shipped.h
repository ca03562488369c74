// The shipped content (assets/ and quests/ of the source tree), loaded once per test program
// and shared by every test that plays real quests.
#pragma once

#include "support/paths.h"
#include "cata/content/save_content.h"

namespace cata::test {

inline const content::ContentDocuments& shippedDocs() {
    static const content::ContentDocuments d = content::ContentDocuments::shipped(cata::test_paths::sourceDir());
    return d;
}

}  // namespace cata::test
