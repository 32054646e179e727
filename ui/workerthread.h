// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QObject>
#include <QString>
#include <chrono>

class QThread;

namespace idem::ui {

/// One worker object on a thread of its own, started and stopped without the GUI thread ever
/// waiting for it. The console's four background jobs use it: the token browser's StoreWorker
/// ("store-worker"), the connection test ("connection-test"), the Demo profile's environment
/// ("demo-environment") and a scenario run ("scenario-runner"). Not all of them talk to a
/// store, hence the name.
///
/// The one shutdown policy, stop():
///   - the worker is asked to stop (QThread::requestInterruption(): a worker checks
///     isInterruptionRequested() between calls and drops what is still queued) and its
///     thread's event loop is told to quit; nothing waits — a store call in progress on a
///     frozen server keeps only the worker's thread, never the window;
///   - no answer of the stopped worker reaches its owner any more, not even one already
///     queued: answers are delivered through context() (connect(worker, signal, context(),
///     functor)), which stop() disconnects, purges and deletes;
///   - the worker is deleted on its own thread once its thread ends (QThread::finished ->
///     deleteLater), so a store closes where it was opened; the thread object is kept in a
///     list of stopped threads and deleted on the GUI thread when it has finished.
///
/// A stopped worker thus outlives its owner by at most the call in progress (a store's
/// timeout: 5 s for Redis, 10 s for PostgreSQL). At exit, waitForStopped() bounds the wait for
/// such threads (app/idemscope/main.cpp calls it; a post-routine of QCoreApplication does it
/// too for any other program, tests included).
///
/// Threads: the GUI thread (the thread that created it) only.
class WorkerThread {
public:
    /// `name` names the thread (also the OS thread's name).
    explicit WorkerThread(QString name);
    ~WorkerThread(); ///< stop()
    WorkerThread(const WorkerThread&) = delete;
    WorkerThread& operator=(const WorkerThread&) = delete;

    /// Stops the current worker (if any), then starts a new thread and moves `worker` onto it.
    /// `worker` must have no parent and live on the calling thread; from now on the thread owns
    /// it. The worker never ends its thread itself (only stop() does), so that worker() stays
    /// valid until stop(). Returns `worker`.
    template <typename W> W* start(W* worker) {
        startObject(worker);
        return worker;
    }
    /// The running worker, nullptr when stopped.
    QObject* worker() const { return m_worker; }
    /// The receiving context of the worker's answers (GUI thread); nullptr when stopped.
    QObject* context() const { return m_context; }
    bool isActive() const { return m_worker != nullptr; }
    /// True while the worker's thread runs (started and not stopped).
    bool isRunning() const;
    /// The policy of the class comment. Idempotent; never blocks.
    void stop();

    /// Threads stopped and not finished yet (all WorkerThreads of the process).
    static int stoppedRunning();
    /// Waits at most `bound` for every stopped thread to finish and deletes those that did;
    /// true when none is left running. GUI thread.
    static bool waitForStopped(std::chrono::milliseconds bound);
    /// How long the post-routine at QCoreApplication's end waits (waitForStopped) before it
    /// gives up on a stopped thread and leaves it to the process's end.
    static constexpr std::chrono::milliseconds kExitBound{6000};

private:
    void startObject(QObject* worker);

    QString m_name;
    QThread* m_thread = nullptr;
    QObject* m_worker = nullptr;
    QObject* m_context = nullptr;
};

} // namespace idem::ui
