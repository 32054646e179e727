// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// A child process for tst_redisstore_safety's stale-owner trials: a gateway that holds a claim
// and is frozen (SIGSTOP) while it works. It opens the store URL it is given and answers one
// line per command read from stdin:
//
//   (at start)                 ready | error <kind>
//   acquire <key> <lease-ms>   acquired <fence> | outcome <name> | error <kind>
//   complete                   completed | refused <kind>   (the last claim acquired, body "stale")
//   quit                       (exits 0)
//
// The parent stops this process between "acquired" and "complete", takes the token over once
// the lease has lapsed, then lets it continue: its complete must be refused.

#include "base/errors.h"
#include "store/tokenstore.h"
#include "token/generator.h"

#include <QByteArray>
#include <QString>
#include <cstdio>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>

using namespace idem;

namespace {

void say(const std::string& line) {
    std::printf("%s\n", line.c_str());
    std::fflush(stdout);
}

/// The error's kind name; the message goes to stderr unless it is the refusal the parent expects.
std::string kindOf(const Error& e) {
    if (e.kind() != ErrorKind::Conflict)
        std::fprintf(stderr, "stale_owner_worker: %s\n", e.what());
    return errorKindName(e.kind()).toStdString();
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: idem_stale_owner_worker <store-url>\n");
        return 2;
    }
    std::unique_ptr<TokenStore> store;
    try {
        store = openStore(QString::fromLocal8Bit(argv[1]));
    } catch (const Error& e) {
        say("error " + kindOf(e));
        return 3;
    }
    say("ready");

    // The request identity is the parent's too, so its takeover matches the fingerprint.
    const RequestIdentity identity = RequestIdentity::of(
        QStringLiteral("POST"), QStringLiteral("/stale"), QByteArrayLiteral("stale body"));
    std::optional<Claim> claim;
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        std::string command;
        in >> command;
        if (command == "quit")
            return 0;
        if (command == "acquire") {
            std::string key;
            long long leaseMs = 0;
            in >> key >> leaseMs;
            AcquireRequest req;
            req.key = QString::fromStdString(key);
            req.request = identity;
            req.owner = TokenGenerator::owner();
            req.lease = std::chrono::milliseconds(leaseMs);
            try {
                const AcquireResult r = store->acquire(req);
                if (r.outcome != AcquireOutcome::Acquired) {
                    say("outcome " + acquireOutcomeName(r.outcome).toStdString());
                    continue;
                }
                claim = Claim{req.key, QString(), req.owner, r.record.fence};
                say("acquired " + std::to_string(r.record.fence));
            } catch (const Error& e) {
                say("error " + kindOf(e));
            }
        } else if (command == "complete") {
            if (!claim) {
                say("refused no_claim");
                continue;
            }
            CompleteRequest c;
            c.claim = *claim;
            c.response.status = 200;
            c.response.body = QByteArrayLiteral("stale");
            try {
                store->complete(c);
                say("completed");
            } catch (const Error& e) {
                say("refused " + kindOf(e));
            }
            claim.reset();
        } else {
            std::fprintf(stderr, "stale_owner_worker: unknown command: %s\n", line.c_str());
            return 2;
        }
    }
    return 0;
}
