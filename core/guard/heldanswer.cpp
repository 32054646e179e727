// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "guard/heldanswer.h"

#include <algorithm>

namespace idem {

void HeldAnswer::completeFailed(ErrorKind kind) {
    if (++m_attempts == 1)
        m_since.start();
    if (kind == ErrorKind::Unavailable) {
        storeSeenDown(); // it cannot even be reached
    } else {
        // Maybe this answer's fault (a timeout, a broken connection, a refusal): the next
        // renew tells.
        m_refusalUnconfirmed = true;
    }
}

void HeldAnswer::renewed() {
    // The store takes writes again: a failure since the last renew was this answer's own,
    // unless the store was seen down meanwhile.
    if (m_refusalUnconfirmed && !m_downSinceRenew)
        ++m_refusedWhileUp;
    m_refusalUnconfirmed = false;
    m_downSinceRenew = false;
    m_renewedSince = true;
}

void HeldAnswer::storeSeenDown() {
    // The failure before this may have been the store going down too: no evidence against the
    // answer either.
    m_downSinceRenew = true;
    m_refusalUnconfirmed = false;
}

bool HeldAnswer::refusedWhileUp(std::chrono::milliseconds sinceRenewed,
                                std::chrono::milliseconds lease) const {
    return m_renewedSince && (m_refusedWhileUp >= kRefusedAttempts ||
                              (!m_downSinceRenew && sinceRenewed > lease / 2));
}

std::chrono::milliseconds HeldAnswer::retryDelay(std::chrono::milliseconds lease) const {
    const qint64 cap = std::clamp<qint64>((lease / 3).count(), 100, 5000);
    const qint64 delay = std::min<qint64>(qint64(100) << std::clamp(m_attempts - 1, 0, 6), cap);
    return std::chrono::milliseconds(delay);
}

std::chrono::milliseconds HeldAnswer::heldFor() const {
    return std::chrono::milliseconds(m_since.isValid() ? m_since.elapsed() : 0);
}

} // namespace idem
