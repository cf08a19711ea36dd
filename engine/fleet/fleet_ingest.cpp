#include "engine/fleet/fleet_ingest.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

namespace fs = std::filesystem;

namespace aw {

FleetIngestCounts ingestFleetResults(const std::string& folder, FleetStore& store,
                                     const std::function<void(const std::string& file, const std::string& why)>& unreadable) {
    std::error_code ec;
    std::vector<fs::path> files;
    for (fs::directory_iterator it(folder, ec); !ec && it != fs::directory_iterator(); it.increment(ec))
        if (it->path().extension() == ".json" && it->is_regular_file(ec)) files.push_back(it->path());
    if (ec) throw FleetStoreError(folder + ": " + ec.message());
    std::sort(files.begin(), files.end());
    FleetIngestCounts counts;
    constexpr std::size_t kBatch = 1000;
    for (std::size_t i = 0; i < files.size(); ++i) {
        if (i % kBatch == 0) store.begin();
        std::ifstream in(files[i], std::ios::binary);
        std::stringstream bytes;
        bytes << in.rdbuf();
        std::string why;
        if (const auto record = fleetRecordFromJson(bytes.str(), &why)) {
            switch (store.put(*record)) {
            case FleetStore::PutResult::Added: ++counts.added; break;
            case FleetStore::PutResult::Replaced: ++counts.replaced; break;
            case FleetStore::PutResult::Unchanged: ++counts.unchanged; break;
            }
        } else {
            ++counts.unreadable;
            if (unreadable) unreadable(files[i].string(), why);
        }
        if (i % kBatch == kBatch - 1 || i + 1 == files.size()) store.commit();
    }
    return counts;
}

}  // namespace aw
