// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "guard/orphanclaims.h"

namespace idem {

bool OrphanClaims::remember(const QString& key, const QString& scope, const QString& owner) {
    bool dropped = false;
    if (m_orphans.size() >= kMax) {
        m_orphans.removeFirst();
        dropped = true;
    }
    Entry e{{key, scope, owner}, {}, 0};
    e.since.start();
    m_orphans.append(std::move(e));
    return dropped;
}

std::optional<Claim> OrphanClaims::takeHeldBy(const QString& key, const QString& scope,
                                              const TokenRecord& holder) {
    for (qsizetype i = 0; i < m_orphans.size(); ++i) {
        const Orphan& o = m_orphans[i].orphan;
        if (o.key == key && o.scope == scope && o.owner == holder.owner) {
            m_orphans.removeAt(i);
            return Claim{holder.key, holder.scope, holder.owner, holder.fence};
        }
    }
    return std::nullopt;
}

QList<QString> OrphanClaims::owners() const {
    QList<QString> out;
    out.reserve(m_orphans.size());
    for (const Entry& e : m_orphans)
        out.append(e.orphan.owner);
    return out;
}

qsizetype OrphanClaims::indexOf(const QString& owner) const {
    for (qsizetype i = 0; i < m_orphans.size(); ++i)
        if (m_orphans[i].orphan.owner == owner)
            return i;
    return -1;
}

std::optional<OrphanClaims::Orphan> OrphanClaims::find(const QString& owner) const {
    const qsizetype i = indexOf(owner);
    if (i < 0)
        return std::nullopt;
    return m_orphans[i].orphan;
}

OrphanClaims::Verdict OrphanClaims::looked(const QString& owner,
                                           const std::optional<TokenRecord>& record,
                                           std::chrono::milliseconds lease, Claim* claim) {
    const qsizetype i = indexOf(owner);
    if (i < 0)
        return Verdict::Unknown;
    Entry& e = m_orphans[i];
    if (record && record->state == State::Processing && record->owner == owner) {
        // Ours, with the fencing counter just read: a takeover since then refuses the release.
        if (claim)
            *claim = Claim{e.orphan.key, e.orphan.scope, owner, record->fence};
        m_orphans.removeAt(i);
        return Verdict::Release;
    }
    // Someone else's now, or absent: the acquire may still be on its way to the store (a frozen
    // server runs it when it resumes), so an absent one is looked at again a few times before it
    // counts as never written.
    if (record || ++e.misses >= kMisses || e.since.elapsed() > 2 * lease.count()) {
        m_orphans.removeAt(i);
        return Verdict::Gone;
    }
    return Verdict::Again;
}

} // namespace idem
