// The programs' allocator: mimalloc, asking the kernel for 2 MiB (transparent huge) pages.
//
// Opening a bundle builds hundreds of MB of hits, marks and events. glibc's malloc takes
// each new 4 KiB heap page with a page fault, and on a virtual machine (page-table
// isolation, paravirtualized page tables) a fault costs microseconds: 123,000 of them were
// a third of the time of the many-small benchmark shape. mimalloc with large pages took
// 10,000 and its allocations are cheaper too (bench/README.md). The engine library does
// not choose an allocator; the programs that link this file do (linking mimalloc before
// the C library replaces malloc for the whole process, Qt included).
#include "app/allocator/process_allocator.h"

#include <cstdlib>

#ifdef AW_WITH_MIMALLOC
#include <mimalloc.h>

namespace {
// Before main, so the first segments already come in 2 MiB pages where the kernel grants them.
// MIMALLOC_LARGE_OS_PAGES=0 in the environment keeps 4 KiB pages (to compare).
__attribute__((constructor)) void askForLargePages() {
    if (!std::getenv("MIMALLOC_LARGE_OS_PAGES")) mi_option_enable(mi_option_large_os_pages);
}
}  // namespace
#endif

namespace aw {

std::string processAllocator() {
#ifdef AW_WITH_MIMALLOC
    void* probe = std::calloc(1, 64);
    const bool replaced = mi_is_in_heap_region(probe);
    std::free(probe);
    if (replaced) {
        const int v = mi_version();
        return "mimalloc " + std::to_string(v / 100) + "." + std::to_string(v / 10 % 10) + "." +
               std::to_string(v % 10) + (mi_option_is_enabled(mi_option_large_os_pages) ? ", 2 MiB pages" : "");
    }
#endif
    return "the C library's malloc";
}

}  // namespace aw
