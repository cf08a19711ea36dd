// Files on disk in tests: reading one whole, and a temporary folder (a bundle written file
// by file, a database's home) that removes itself. Header-only: the fuzz targets use it too.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <stdlib.h>  // mkdtemp

namespace awtest {

// The bytes of the file at `path`; "" when it cannot be read.
inline std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

class TempFolder {
public:
    TempFolder() {
        std::string pattern = (std::filesystem::temp_directory_path() / "aw-test-XXXXXX").string();
        root_ = ::mkdtemp(pattern.data());
    }
    ~TempFolder() {
        std::error_code ec;
        std::filesystem::permissions(root_, std::filesystem::perms::owner_all, ec);  // a test may lock it
        std::filesystem::remove_all(root_, ec);
    }
    TempFolder(const TempFolder&) = delete;
    TempFolder& operator=(const TempFolder&) = delete;

    // Writes `bytes` to the file `relative` to the folder, making the folders on its way.
    void write(const std::string& relative, std::string_view bytes) const {
        const std::filesystem::path path = root_ / relative;
        std::filesystem::create_directories(path.parent_path());
        std::ofstream(path, std::ios::binary).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    }
    std::string path() const { return root_.string(); }
    std::string file(const std::string& relative) const { return (root_ / relative).string(); }

private:
    std::filesystem::path root_;
};

}  // namespace awtest
