// mmap-backed FileData (see mapped_file.h).
#include "mapped_file.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace aw {

std::shared_ptr<MappedFile> MappedFile::open(const std::string& path, std::string& error) {
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        error = std::strerror(errno);
        return nullptr;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        error = std::strerror(errno);
        ::close(fd);
        return nullptr;
    }
    std::shared_ptr<MappedFile> file(new MappedFile());
    if (st.st_size > 0) {
        void* p = ::mmap(nullptr, static_cast<std::size_t>(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
        if (p == MAP_FAILED) {
            error = std::strerror(errno);
            ::close(fd);
            return nullptr;
        }
        ::madvise(p, static_cast<std::size_t>(st.st_size), MADV_SEQUENTIAL);
        file->data_ = p;
        file->size_ = static_cast<std::size_t>(st.st_size);
    }
    ::close(fd);
    return file;
}

MappedFile::~MappedFile() {
    if (data_) ::munmap(data_, size_);
}

}  // namespace aw
