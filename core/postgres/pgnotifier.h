// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QList>
#include <QString>
#include <chrono>
#include <memory>

namespace idem::pg {

/// One change of the token table, as its NOTIFY trigger (migration 3) reports it.
struct TableChange {
    QString key;
    QString scope;
    QString state;        ///< The stored status after the change ("pending", "processing", ...).
    bool deleted = false; ///< Rows were deleted (operator delete or the reaper); no key given.
};

/// Live updates of a PostgreSQL store: LISTEN on `<table>_changes` over a connection of its
/// own, so that a console refreshes when something changed instead of polling hard.
///
/// Writers notify only while a listener is registered in `<table>_listeners` (NOTIFY
/// serialises the commits of every notifying transaction): this object registers its backend
/// on connecting and refreshes the registration from wait() every 20 seconds; call wait() at
/// least every 40 seconds, or writers stop notifying 60 seconds after the last refresh.
///
/// Notifications arrive when the changing transaction commits; a slow reader does not slow
/// writers (the server queues them), but the queue is bounded (8 GB by default), so a listener
/// should drain regularly. Not thread-safe: one thread waits on it (e.g. a worker thread that
/// emits a Qt signal per batch).
class PgNotifier {
public:
    /// Connects and LISTENs. BadInput for a malformed URL, Unavailable when the server cannot
    /// be reached. A table without migration 3 simply never notifies.
    explicit PgNotifier(const QString& url);
    ~PgNotifier();

    PgNotifier(const PgNotifier&) = delete;
    PgNotifier& operator=(const PgNotifier&) = delete;

    /// Waits until at least one notification arrived or `timeout` passed; returns every
    /// notification received so far (empty after a timeout). ConnectionLost when the
    /// connection broke: the next call reconnects and LISTENs again (changes in between are
    /// not reported, so refresh everything then).
    QList<TableChange> wait(std::chrono::milliseconds timeout);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace idem::pg
