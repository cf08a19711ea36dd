// A one-thread HTTP server on 127.0.0.1 for the collector's tests: each request's head (the
// request line and headers) is kept, and a handler writes the whole answer, so that a test
// can play a hostile server (echo the Authorization header, redirect to a metadata
// address). Nothing ever listens beyond the loopback.
#pragma once

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace awtest {

// A whole HTTP/1.1 answer that closes the connection.
inline std::string httpAnswer(int status, const std::string& contentType, const std::string& body,
                              const std::string& headers = "") {
    return "HTTP/1.1 " + std::to_string(status) + " X\r\nContent-Type: " + contentType +
           "\r\nContent-Length: " + std::to_string(body.size()) + "\r\nConnection: close\r\n" + headers + "\r\n" + body;
}

// A socket on 127.0.0.1 bound and listening on a free port.
inline int listeningSocket(int& port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 && ::listen(fd, 64) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    return fd;
}

// A server that accepts connections (the kernel completes them, in listen's backlog) and
// never answers a byte: what a hung API server looks like to a client.
class SilentHttpServer {
public:
    SilentHttpServer() : fd_(listeningSocket(port_)) {}
    ~SilentHttpServer() { ::close(fd_); }
    SilentHttpServer(const SilentHttpServer&) = delete;
    SilentHttpServer& operator=(const SilentHttpServer&) = delete;
    std::string url() const { return "http://127.0.0.1:" + std::to_string(port_); }

private:
    int port_ = 0;
    int fd_ = -1;
};

class LocalHttpServer {
public:
    using Handler = std::function<std::string(const std::string& head)>;

    explicit LocalHttpServer(Handler handler) : handler_(std::move(handler)) {
        listener_ = listeningSocket(port_);
        if (::pipe2(stop_, O_CLOEXEC) != 0) stop_[0] = stop_[1] = -1;
        thread_ = std::thread([this] { serve(); });
    }
    ~LocalHttpServer() {
        if (stop_[1] >= 0) (void)!::write(stop_[1], "x", 1);
        thread_.join();
        ::close(listener_);
        for (int fd : stop_)
            if (fd >= 0) ::close(fd);
    }
    LocalHttpServer(const LocalHttpServer&) = delete;
    LocalHttpServer& operator=(const LocalHttpServer&) = delete;

    std::string url() const { return "http://127.0.0.1:" + std::to_string(port_); }
    int port() const { return port_; }
    std::vector<std::string> requests() const {
        std::lock_guard lock(mutex_);
        return requests_;
    }

private:
    void serve() {
        for (;;) {
            pollfd fds[2] = {{listener_, POLLIN, 0}, {stop_[0], POLLIN, 0}};
            if (::poll(fds, 2, 1000) < 0 || (fds[1].revents & POLLIN)) return;
            if (!(fds[0].revents & POLLIN)) continue;
            const int client = ::accept4(listener_, nullptr, nullptr, SOCK_CLOEXEC);
            if (client < 0) continue;
            std::string head;
            char buffer[4096];
            while (head.find("\r\n\r\n") == std::string::npos && head.size() < (1 << 20)) {
                pollfd in{client, POLLIN, 0};
                if (::poll(&in, 1, 2000) <= 0) break;
                const ssize_t n = ::read(client, buffer, sizeof buffer);
                if (n <= 0) break;
                head.append(buffer, static_cast<std::size_t>(n));
            }
            {
                std::lock_guard lock(mutex_);
                requests_.push_back(head);
            }
            const std::string answer = handler_(head);
            for (std::size_t sent = 0; sent < answer.size();) {
                const ssize_t n = ::send(client, answer.data() + sent, answer.size() - sent, MSG_NOSIGNAL);
                if (n <= 0) break;
                sent += static_cast<std::size_t>(n);
            }
            ::close(client);
        }
    }

    Handler handler_;
    int listener_ = -1;
    int port_ = 0;
    int stop_[2] = {-1, -1};
    mutable std::mutex mutex_;
    std::vector<std::string> requests_;
    std::thread thread_;
};

}  // namespace awtest
