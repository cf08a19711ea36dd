#include "engine/core/result.h"

namespace aw {

Failure Failure::at(const std::string& file, const std::string& reason, std::uint32_t line) {
    std::string where = file;
    if (line > 0) where += ":" + std::to_string(line);
    return {where + ": " + reason, file, line};
}

}  // namespace aw
