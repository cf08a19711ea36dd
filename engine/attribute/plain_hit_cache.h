// The entries of hits whose key needs no capture, by a 64-bit (rule, node, GPU) number:
// NCCL INFO lines, half of a training log, find their entry here without building a
// HitKey string. Open addressing with linear probing: a std::unordered_map lookup (a
// division and a pointer chase) was a large part of the time spent on such a line.
#pragma once

#include <cstdint>
#include <vector>

namespace aw {

struct CollapsedHit;

class PlainHitCache {
public:
    CollapsedHit* find(std::uint64_t key) const {
        if (slots_.empty()) return nullptr;
        for (std::size_t i = slotOf(key);; i = (i + 1) & mask_) {
            const Slot& s = slots_[i];
            if (!s.hit) return nullptr;
            if (s.key == key) return s.hit;
        }
    }

    // `hit` must not be null; a key already present keeps its entry.
    void insert(std::uint64_t key, CollapsedHit* hit) {
        if ((used_ + 1) * 2 > slots_.size()) grow();
        for (std::size_t i = slotOf(key);; i = (i + 1) & mask_) {
            Slot& s = slots_[i];
            if (s.hit && s.key == key) return;
            if (!s.hit) {
                s = {key, hit};
                ++used_;
                return;
            }
        }
    }

    void clear() {
        slots_.clear();
        used_ = 0;
        mask_ = 0;
    }

private:
    struct Slot {
        std::uint64_t key = 0;
        CollapsedHit* hit = nullptr;  // null: empty
    };

    std::size_t slotOf(std::uint64_t key) const {
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> 32) & mask_;
    }

    void grow() {
        std::vector<Slot> old = std::move(slots_);
        slots_.assign(old.empty() ? 64 : old.size() * 2, Slot{});
        mask_ = slots_.size() - 1;
        used_ = 0;
        for (const Slot& s : old)
            if (s.hit) insert(s.key, s.hit);
    }

    std::vector<Slot> slots_;
    std::size_t mask_ = 0;
    std::size_t used_ = 0;
};

}  // namespace aw
