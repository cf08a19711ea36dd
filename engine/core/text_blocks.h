// Text appended in blocks that never move: a string_view into it stays valid while more is
// added. A structured reader's records point into it from the start, and its blocks pass
// to the Bundle as they are. One growing string instead was copied at each doubling, again
// when shrunk to fit, and once more into the bundle: on a 995,000-entry journal, zeroing
// the fresh pages of those copies was a third of the run.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

class TextBlocks {
public:
    // A copy of `text` that stays where it is as long as the blocks do.
    std::string_view append(std::string_view text);
    // Once everything is appended: the last block's unused room, given back. When it is
    // worth a copy, the last block is replaced by one of its exact size; `moved.old`, the
    // block replaced, is handed out so that the caller can move its views into it to
    // `moved.to` before letting it go. Null when nothing moved.
    struct Moved {
        std::unique_ptr<std::string> old;
        const char* to = nullptr;
    };
    Moved shrinkLast();
    // Hands every block to `owner` (views into them stay valid); this holds nothing after.
    void moveTo(std::vector<std::unique_ptr<std::string>>& owner);
    std::size_t blockCount() const { return blocks_.size(); }

private:
    std::vector<std::unique_ptr<std::string>> blocks_;
    std::size_t nextBlockSize_ = std::size_t{16} << 10;  // doubles up to kMaxBlockSize
};

}  // namespace aw
