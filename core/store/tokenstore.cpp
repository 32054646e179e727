// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "store/tokenstore.h"

#include "token/statemachine.h"

namespace idem {

void validateChange(const Change& c) {
    switch (c.kind) {
    case Change::Kind::Acquire:
        validate(c.acquire);
        return;
    case Change::Kind::Complete:
        validate(c.complete);
        return;
    case Change::Kind::Release:
        validate(c.claim);
        return;
    case Change::Kind::Renew:
        validate(c.claim);
        validateLease(c.lease);
        return;
    }
    throw Error(ErrorKind::BadInput, QStringLiteral("Unknown kind of state change."));
}

std::vector<ChangeOutcome> TokenStore::changeMany(const std::vector<Change>& changes) {
    std::vector<ChangeOutcome> out(changes.size());
    for (std::size_t i = 0; i < changes.size(); ++i) {
        const Change& c = changes[i];
        try {
            switch (c.kind) {
            case Change::Kind::Acquire:
                out[i].acquired = acquire(c.acquire);
                break;
            case Change::Kind::Complete:
                out[i].record = complete(c.complete);
                break;
            case Change::Kind::Release:
                out[i].record = release(c.claim);
                break;
            case Change::Kind::Renew:
                out[i].record = renew(c.claim, c.lease);
                break;
            }
        } catch (const Error& e) {
            out[i].error = e;
        }
    }
    return out;
}

} // namespace idem
