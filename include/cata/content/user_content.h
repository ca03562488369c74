// The player's own content: quests in the user folder
// ($XDG_DATA_HOME/catakombes/quests/) and imported quest packs
// ($XDG_DATA_HOME/catakombes/packs/<name>/), loaded beside the shipped content (which stays
// read-only) and checked against the shipped ruleset and cards; a watch that tells when any of
// those files changed on disk; and the import and export of packs. docs/content-format.md,
// "Your quests and quest packs". The folders are given by the caller (the app's paths.h).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cata/content/library.h"

namespace cata::content {

/// Limits of a quest pack (docs/content-format.md "Quest packs"); each JSON file also has the
/// content limits of its format.
inline constexpr std::size_t kMaxPackFiles = 256;                    // files of a pack, manifest included
inline constexpr std::uintmax_t kMaxPackBytes = 16 * 1024 * 1024;    // all its files together
inline constexpr std::uintmax_t kMaxPictureBytes = 4 * 1024 * 1024;  // one picture
inline constexpr std::size_t kMaxManifestText = 200;                 // characters of a manifest field

/// The player's content under `user_dir` (the app's $XDG_DATA_HOME/catakombes): every
/// `quests/*.json` (origin "user"), and for each pack folder `packs/<name>/` its
/// `spells/*.json`, `cards/*.json` and `quests/*.json` (origin: the pack's name). Shown by their
/// path. Sorted; nothing when the folders do not exist.
std::vector<ContentSource> userSources(const std::string& user_dir);

/// The shipped sources (shippedSources) then the user's (userSources): what the game loads.
/// An empty `user_dir` gives the shipped ones only.
std::vector<ContentSource> allSources(const std::string& data_dir, const std::string& user_dir);

/// Loads the shipped and user content (loadSources over allSources): a broken user file is in
/// the report (and a broken quest in broken_quests), never fatal.
LoadReport loadContent(const std::string& data_dir, const std::string& user_dir);

/// Tells when content files changed on disk, by their modification time and size: the
/// `*.json` files of the given folders (and of their folders one level down: packs). Polling
/// reads the folders only (no file is opened), so it never blocks on a file being written.
class ContentWatch {
public:
    ContentWatch() = default;
    /// Watches `folders` (missing ones are watched for appearing); takes their state now.
    explicit ContentWatch(std::vector<std::string> folders);
    /// True when a watched file appeared, went, or changed (time or size) since the last call
    /// (or the construction); takes the new state.
    bool changed();

private:
    struct Stamp {
        std::string path;
        std::int64_t mtime = 0;  // nanoseconds
        std::uintmax_t size = 0;
        bool operator==(const Stamp&) const = default;
    };
    std::vector<Stamp> scan() const;
    std::vector<std::string> folders_;
    std::vector<Stamp> stamps_;
};

/// A pack's manifest (`pack.json`, schema schemas/pack.schema.json).
struct PackManifest {
    std::string name;  // the pack's folder name and id: [a-z][a-z0-9_]*, at most 48
    std::string author;
    std::string version;
    std::string licence;
};

/// What an import or export did: `ok`, else `error` says why, naming the pack, file and id.
struct PackResult {
    bool ok = false;
    std::string error;
    PackManifest manifest;
    std::string folder;              // where the pack now is (import: under packs/; export: the output folder)
    std::vector<std::string> files;  // the files written, relative to `folder`, sorted
};

/// Reads and checks `dir`/pack.json; the first problem in `error` ("pack.json: /version: …").
PackResult readManifest(const std::string& dir);

/// Imports the pack folder `source_dir` into `user_dir`/packs/<name>/: the manifest, every file
/// (quests/, cards/, spells/ *.json and pictures/ *.png, nothing else) under the limits, and every
/// JSON file loaded against the shipped content and the packs already imported, all checked
/// before anything is copied. Refused (nothing written) when any check fails, when an id of the
/// pack is a shipped one's or another pack's, or when a pack of that name is already there.
/// The copy goes to a temporary folder renamed into place.
PackResult importPack(const std::string& source_dir, const std::string& data_dir, const std::string& user_dir);

/// Exports the user or pack quests `quest_ids` as a pack folder `out_dir` (created; refused when
/// it exists and is not empty): pack.json from `manifest` (a name is required), the quests in
/// the stable layout (quest_writer.h), and the cards and spells not shipped that they use
/// (from their packs), with the pictures those cards name. Shipped quests are refused.
PackResult exportPack(const std::vector<std::string>& quest_ids, const PackManifest& manifest,
                      const std::string& out_dir, const std::string& data_dir, const std::string& user_dir);

/// `catakombes pack import DIR` / `pack export QUEST_ID… --out DIR`: prints what was done (or
/// the error) and returns the exit code (0 done, 1 refused).
int runPackImport(const std::string& source_dir, const std::string& data_dir, const std::string& user_dir,
                  std::ostream& out, std::ostream& err);
int runPackExport(const std::vector<std::string>& quest_ids, const PackManifest& manifest, const std::string& out_dir,
                  const std::string& data_dir, const std::string& user_dir, std::ostream& out, std::ostream& err);

}  // namespace cata::content
