// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Token and owner generation against the raw cost of the randomness they draw, in one run.
//
// Baseline: QRandomGenerator::system() filling 16 and 4 words (the CPU's RDRAND where it has
// one, the operating system's generator otherwise). The gateway draws an owner for every guarded
// request, so owner() is on its hot path; tokens are drawn by POST /idempotency/tokens and
// `idemctl generate`.

#include "token/generator.h"

#include <QRandomGenerator>
#include <QString>
#include <benchmark/benchmark.h>

using namespace idem;

namespace {

void BM_SystemRandom16Words(benchmark::State& state) {
    quint32 words[16];
    for (auto _ : state) {
        QRandomGenerator::system()->fillRange(words);
        benchmark::DoNotOptimize(words);
    }
}
BENCHMARK(BM_SystemRandom16Words);

void BM_SystemRandom4Words(benchmark::State& state) {
    quint32 words[4];
    for (auto _ : state) {
        QRandomGenerator::system()->fillRange(words);
        benchmark::DoNotOptimize(words);
    }
}
BENCHMARK(BM_SystemRandom4Words);

void BM_Owner(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(TokenGenerator::owner());
}
BENCHMARK(BM_Owner);

void BM_Uuid(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(TokenGenerator::uuid());
}
BENCHMARK(BM_Uuid);

void BM_Business(benchmark::State& state) {
    const BusinessFormat format; // the default prefix and random length
    for (auto _ : state)
        benchmark::DoNotOptimize(TokenGenerator::business(format));
}
BENCHMARK(BM_Business);

} // namespace

BENCHMARK_MAIN();
