// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// A second process for tst_races: opens the store URL it is given, waits for "go" on stdin so
// that every contender starts together, then tries to acquire keys race-0 … race-(N-1) in the
// order asked for, completes each key it acquired with a tiny response, and once it has finished
// writes one line per key to its report (the file <report>, or standard output without one):
//
//   ready                      on standard output, once the store is open
//   <index> <outcome>          acquired | replay | in_flight | mismatch | unknown | expired
//   <index> error <kind>       the store refused (after retrying Retryable errors)
//   done
//
// Usage: idem_race_worker <store-url> <key-count> forward|reverse|shuffle:<seed> <hold> [<report>]
// where <hold> is how many further attempts it makes before completing a claim it acquired.
// A report file, because under Wine a worker's last lines on a pipe were once missing although
// it had flushed them and exited 0 (CI, 2026-12-02); a file closed before exit is read whole.
// The request identity and key names must match tst_races.cpp.

#include "base/errors.h"
#include "store/tokenstore.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QByteArray>
#include <QRandomGenerator>
#include <QString>
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>

using namespace idem;
using namespace std::chrono_literals;

namespace {

int fail(const char* message) {
    std::fprintf(stderr, "race_worker: %s\n", message);
    return 2;
}

using idem::test::withRetry;

} // namespace

int main(int argc, char** argv) {
    if (argc != 5 && argc != 6) {
        return fail("usage: idem_race_worker <store-url> <key-count> "
                    "forward|reverse|shuffle:<seed> <hold> [<report>]");
    }
    const QString url = QString::fromLocal8Bit(argv[1]);
    bool ok = false;
    const int count = QByteArray(argv[2]).toInt(&ok);
    if (!ok || count < 1 || count > 1000000)
        return fail("the key count must be 1 to 1000000");
    const QByteArray orderArg(argv[3]);
    const int hold = QByteArray(argv[4]).toInt(&ok);
    if (!ok || hold < 0)
        return fail("the hold must be a number of attempts, 0 or more");

    std::vector<int> order(count);
    std::iota(order.begin(), order.end(), 0);
    if (orderArg == "reverse") {
        std::reverse(order.begin(), order.end());
    } else if (orderArg.startsWith("shuffle:")) {
        QRandomGenerator gen(orderArg.mid(8).toUInt());
        std::shuffle(order.begin(), order.end(), gen);
    } else if (orderArg != "forward") {
        return fail("the order must be forward, reverse or shuffle:<seed>");
    }

    std::unique_ptr<TokenStore> store;
    try {
        store = openStore(url);
    } catch (const Error& e) {
        std::fprintf(stderr, "race_worker: %s\n", e.what());
        return 3;
    }
    std::printf("ready\n");
    std::fflush(stdout);
    std::string line;
    if (!std::getline(std::cin, line) || line != "go")
        return fail("expected \"go\" on stdin");

    const RequestIdentity identity = RequestIdentity::of(
        QStringLiteral("POST"), QStringLiteral("/race"), QByteArrayLiteral("race body"));
    // A claim is completed `hold` attempts later, so the other contenders may find it in flight.
    struct Held {
        int attempt;
        int index;
        CompleteRequest request;
    };
    std::vector<Held> held;
    std::vector<std::string> lines(count);
    auto completeUpTo = [&](int attempt) {
        while (!held.empty() && held.front().attempt <= attempt) {
            const Held h = held.front();
            held.erase(held.begin());
            try {
                withRetry([&] { return store->complete(h.request); });
            } catch (const Error& e) {
                lines[h.index] = "error " + errorKindName(e.kind()).toStdString();
                std::fprintf(stderr, "race_worker: complete race-%d: %s\n", h.index, e.what());
            }
        }
    };
    for (int attempt = 0; attempt < count; ++attempt) {
        const int i = order[attempt];
        const QString key = QStringLiteral("race-%1").arg(i);
        try {
            AcquireRequest req;
            req.key = key;
            req.request = identity;
            req.owner = TokenGenerator::owner();
            req.lease = 120s; // long enough that no contender ever takes a claim over
            const AcquireResult r = withRetry([&] { return store->acquire(req); });
            if (r.outcome == AcquireOutcome::Acquired) {
                CompleteRequest c;
                c.claim = {key, QString(), req.owner, r.record.fence};
                c.response.status = 200;
                c.response.body = key.toLatin1();
                held.push_back({attempt, i, c});
            }
            lines[i] = acquireOutcomeName(r.outcome).toStdString();
        } catch (const Error& e) {
            lines[i] = "error " + errorKindName(e.kind()).toStdString();
            std::fprintf(stderr, "race_worker: %s: %s\n", qPrintable(key), e.what());
        }
        completeUpTo(attempt - hold);
    }
    completeUpTo(count);
    std::FILE* report = argc == 6 ? std::fopen(argv[5], "w") : stdout;
    if (!report)
        return fail("cannot write the report file");
    for (int i : order)
        std::fprintf(report, "%d %s\n", i, lines[i].c_str());
    std::fprintf(report, "done\n");
    if (report == stdout ? std::fflush(report) != 0 : std::fclose(report) != 0)
        return fail("cannot write the report");
    return 0;
}
