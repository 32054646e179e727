// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "token/operations.h"
#include "token/record.h"

#include <QElapsedTimer>
#include <QList>
#include <QString>
#include <chrono>
#include <optional>

namespace idem {

/// Claims this process may hold without using them: acquires whose outcome was unknown (a
/// timeout after sending, a connection lost) and whose work was therefore never started. Such a
/// claim would hold its key for a whole lease with nobody working on it; the caller gives it
/// back as soon as the store answers again, or at once when its own retry finds the key held by
/// one of these. The caller makes the store calls; this list decides what they mean.
///
/// Bounded: at most kMax, the oldest forgotten first. Not thread-safe (one owner thread).
class OrphanClaims {
public:
    static constexpr qsizetype kMax = 1024;
    /// An orphan the store answered without this many times is taken as never written.
    static constexpr int kMisses = 5;

    struct Orphan {
        QString key;
        QString scope;
        QString owner; ///< The acquire's owner id: only a claim with it is released.
    };

    /// Remembers an acquire whose outcome is unknown. Returns true when the oldest orphan was
    /// forgotten to make room (its claim then ends with its lease).
    bool remember(const QString& key, const QString& scope, const QString& owner);

    /// The claim to give back when a retry of `key` in `scope` found the key held by one of ours
    /// (an in-flight acquire outcome, `holder` the record it saw), removed from the list;
    /// nullopt when the holder is not ours.
    std::optional<Claim> takeHeldBy(const QString& key, const QString& scope,
                                    const TokenRecord& holder);

    /// The owners to look at in one sweep, oldest first.
    QList<QString> owners() const;
    /// The orphan of `owner` while it is still remembered.
    std::optional<Orphan> find(const QString& owner) const;

    enum class Verdict {
        Release, ///< Still ours: give back `claim` (removed from the list).
        Gone,    ///< Someone else's, or never written: forgotten.
        Again,   ///< Absent: the acquire may still be on its way; look again later.
        Unknown, ///< Not remembered (any more).
    };
    /// What the store's record for the orphan of `owner` (nullopt: absent) means. `lease` is
    /// the acquire's: an orphan absent for twice as long is taken as never written.
    Verdict looked(const QString& owner, const std::optional<TokenRecord>& record,
                   std::chrono::milliseconds lease, Claim* claim = nullptr);

    bool isEmpty() const { return m_orphans.isEmpty(); }
    qsizetype size() const { return m_orphans.size(); }

private:
    struct Entry {
        Orphan orphan;
        QElapsedTimer since;
        int misses = 0; ///< Times the store answered without the record.
    };
    QList<Entry> m_orphans; ///< Oldest first.
    qsizetype indexOf(const QString& owner) const;
};

} // namespace idem
