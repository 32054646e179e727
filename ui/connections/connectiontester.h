// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"
#include "store/tokenstore.h"
#include "workerthread.h"

#include <QMetaType>
#include <QObject>
#include <QString>

namespace idem::ui {

/// What "Test connection" found.
struct ConnectionTestResult {
    bool ok = false;
    ErrorKind kind = ErrorKind::Internal; ///< When !ok.
    QString error;                        ///< When !ok: the store's own sentence.
    StoreInfo info;                       ///< When ok.
    StateCounts counts;                   ///< When ok.
    /// The test ran on a worker thread, not the GUI thread (always true; tests check it).
    bool ranOnWorkerThread = false;

    /// One or two sentences in plain words for the editor ("Connected to redis 7.0.15 ...",
    /// "Cannot reach or open the store: ..." — errorKindLead before the store's sentence).
    QString summary() const;
};

/// "Test connection": openStore(url), info() and counts() on a new worker thread named
/// "connection-test", never on the GUI thread; finished() arrives queued.
///
/// A test cannot be interrupted (a store call blocks until its own timeout, e.g. 5 s for Redis
/// and 10 s for PostgreSQL to connect). Destroying the tester while a test runs does not wait
/// (WorkerThread's policy): the worker thread finishes on its own, and its result is dropped.
///
/// Threads: GUI thread (the thread that created it).
class ConnectionTester : public QObject {
    Q_OBJECT
public:
    explicit ConnectionTester(QObject* parent = nullptr);
    ~ConnectionTester() override;

    /// Starts a test of `url` (with its secret). False while a test is still running.
    bool start(const QString& url);
    bool isRunning() const { return m_running; }

    /// A plain-words sentence for an error kind, used before the store's own message.
    static QString kindText(ErrorKind kind);

signals:
    void finished(const idem::ui::ConnectionTestResult& result);

private:
    void onDone(const idem::ui::ConnectionTestResult& result);
    WorkerThread m_thread{QStringLiteral("connection-test")};
    bool m_running = false;
};

} // namespace idem::ui

Q_DECLARE_METATYPE(idem::ui::ConnectionTestResult)
