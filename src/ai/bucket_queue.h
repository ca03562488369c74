// A monotone bucket queue (Dial's algorithm) for the AIs' distance fields: Dijkstra over the
// board where every step costs a small whole number. It pops the nodes in order of distance
// like a binary heap would, in O(1) per operation instead of O(log n). Dijkstra's distances do
// not depend on the order in which equal distances are popped, so a field computed with it is
// the same, square for square, as with std::priority_queue. Internal to src/ai.
#pragma once

#include <cassert>
#include <vector>

namespace cata::ai {

class BucketQueue {
  public:
    /// `max_step`: the largest cost of one step; every push is at most that far from the last pop.
    explicit BucketQueue(int max_step) : buckets_(static_cast<std::size_t>(max_step) + 1) {}

    /// Empties the queue for a new search with steps up to `max_step`, keeping the buckets'
    /// memory (a field per AI decision: no allocation once the buckets have grown).
    void reset(int max_step) {
        buckets_.resize(static_cast<std::size_t>(max_step) + 1);
        for (std::vector<int>& b : buckets_) b.clear();
        size_ = 0;
        current_ = 0;
    }

    void push(int dist, int node) {
        assert(dist >= current_ && dist - current_ < static_cast<int>(buckets_.size()));
        buckets_[slot(dist)].push_back(node);
        ++size_;
    }

    bool empty() const { return size_ == 0; }

    /// Takes a node of the least distance; false when the queue is empty.
    bool pop(int& dist, int& node) {
        if (size_ == 0) return false;
        for (;;) {
            std::vector<int>& b = buckets_[slot(current_)];
            if (!b.empty()) {
                node = b.back();
                b.pop_back();
                --size_;
                dist = current_;
                return true;
            }
            ++current_;
        }
    }

  private:
    std::size_t slot(int dist) const { return static_cast<std::size_t>(dist) % buckets_.size(); }

    std::vector<std::vector<int>> buckets_;
    std::size_t size_ = 0;
    int current_ = 0;
};

}  // namespace cata::ai
