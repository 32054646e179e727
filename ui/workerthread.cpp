// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "workerthread.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QList>
#include <QThread>
#include <QTimer>
#include <QtGlobal>

namespace idem::ui {
namespace {

/// The stopped threads that have not finished yet. GUI thread only: a thread leaves the list
/// through a queued call on the GUI thread, or in waitForStopped().
QList<QThread*>& stoppedThreads() {
    static QList<QThread*> threads;
    return threads;
}

/// Deletes a stopped thread once it has finished, on the GUI thread. Not at QThread::finished
/// itself: that is emitted while the thread still runs its finish phase — the worker's deferred
/// delete runs there (the Demo's teardown takes over a second, its upstream's requests last
/// 1.5 s) — and ~QThread would wait for that phase on the GUI thread. Polled instead, every
/// kReapPoll, until QThread::isFinished(); the process's end bounds what is left (reapAtExit).
constexpr std::chrono::milliseconds kReapPoll{50};

void reapWhenFinished(QThread* thread) {
    if (!stoppedThreads().contains(thread))
        return; // waitForStopped() took it
    // Not isFinished(): it is true already during the finish phase. A wait that does not wait
    // is true only once the phase is over.
    if (!thread->wait(QDeadlineTimer(0))) {
        QTimer::singleShot(kReapPoll, thread, [thread] { reapWhenFinished(thread); });
        return;
    }
    stoppedThreads().removeOne(thread);
    thread->deleteLater();
}

void reapAtExit() {
    if (!WorkerThread::waitForStopped(WorkerThread::kExitBound)) {
        // Still in a store call after the bound: leave it to the process's end rather than
        // hang. Its answers have no receiver any more (stop() cut them off).
        qWarning("idemscope: %d background thread(s) still busy at exit; not waiting longer",
                 WorkerThread::stoppedRunning());
    }
}

} // namespace

WorkerThread::WorkerThread(QString name) : m_name(std::move(name)) {}

WorkerThread::~WorkerThread() {
    stop();
}

void WorkerThread::startObject(QObject* worker) {
    Q_ASSERT(worker && !worker->parent());
    stop();
    m_thread = new QThread;
    m_thread->setObjectName(m_name); // also the OS thread's name
    m_worker = worker;
    m_context = new QObject;
    worker->moveToThread(m_thread);
    // Emitted on the worker's thread, so the delete runs there, after its event loop ended.
    QObject::connect(m_thread, &QThread::finished, worker, &QObject::deleteLater);
    m_thread->start();
}

bool WorkerThread::isRunning() const {
    return m_worker && m_thread->isRunning();
}

void WorkerThread::stop() {
    if (!m_worker)
        return;
    // No answer of this worker reaches the owner from now on: the emissions still to come find
    // no connection, the ones already queued are removed with their receiver.
    QObject::disconnect(m_worker, nullptr, m_context, nullptr);
    QCoreApplication::removePostedEvents(m_context);
    m_context->deleteLater(); // not delete: stop() may run inside one of its answers
    m_context = nullptr;
    m_worker = nullptr;

    QThread* thread = std::exchange(m_thread, nullptr);
    static const bool registered = [] {
        qAddPostRoutine(reapAtExit);
        return true;
    }();
    Q_UNUSED(registered);
    stoppedThreads().append(thread);
    // Connected before quit(): the thread cannot finish unnoticed.
    QObject::connect(thread, &QThread::finished, thread, [thread] { reapWhenFinished(thread); });
    thread->requestInterruption();
    thread->quit();
}

int WorkerThread::stoppedRunning() {
    int running = 0;
    for (const QThread* thread : std::as_const(stoppedThreads()))
        running += thread->isRunning() ? 1 : 0;
    return running;
}

bool WorkerThread::waitForStopped(std::chrono::milliseconds bound) {
    const QDeadlineTimer deadline(bound);
    QList<QThread*>& threads = stoppedThreads();
    for (qsizetype i = 0; i < threads.size();) {
        QThread* thread = threads.at(i);
        if (thread->wait(deadline)) {
            threads.removeAt(i);
            delete thread; // finished; its queued clean-up goes with it
        } else {
            ++i;
        }
    }
    return threads.isEmpty();
}

} // namespace idem::ui
