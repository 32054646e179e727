// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "store/tokenstore.h"

namespace idem {

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
