// Training logs for tests: Megatron-LM's iteration lines (the shape of the real line quoted
// in the training_progress rule's examples), a step every 30 s from 08:00, then a PyTorch
// watchdog timeout at 08:40.
#pragma once

#include <cstdio>
#include <string>

namespace awtest {

inline std::string megatronTrainLog(int rank, int stopMinute) {
    std::string text;
    char line[256];
    for (int s = 0, it = 1; s < stopMinute * 60; s += 30, ++it) {
        std::snprintf(line, sizeof line,
                      " [2026-11-30 08:%02d:%02d] iteration %8d/  100000 | consumed samples: %d | lm loss: 2.4E+00 |\n",
                      s / 60, s % 60, it, it * 1024);
        text += line;
    }
    std::snprintf(
        line, sizeof line,
        "[rank%d]:[E1130 08:40:00.000000000 ProcessGroupNCCL.cpp:616] [Rank %d] Watchdog caught collective "
        "operation timeout: WorkNCCL(SeqNum=9, OpType=ALLREDUCE) ran for 600000 milliseconds before timing out.\n",
        rank, rank);
    return text + line;
}

}  // namespace awtest
