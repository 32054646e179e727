// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "workbench/sender.h"

#include <QObject>
#include <functional>

namespace idem::workbench {

/// One request of a batch: the spec, the key to send, and header fields replacing the spec's.
struct BatchRequest {
    RequestSpec spec;
    QString key;
    HeaderList extraHeaders;
};

/// Runs `count` requests through a Sender, at most `concurrency` at a time (1: one after
/// another), in index order. The replay, the variations and the scenarios share it.
///
/// Threads: lives on the thread that created it, with its Sender; callbacks run there.
class Batch : public QObject {
    Q_OBJECT
public:
    using Make = std::function<BatchRequest(int index)>;
    using Answered = std::function<void(int index, const Response& response)>;

    Batch(Sender* sender, int count, int concurrency, Make make, QObject* parent = nullptr);

    /// Calls `answered` for every answer and `done` once, when every dispatched request has its
    /// answer (after stop(): when none is in flight any more).
    void start(Answered answered, std::function<void()> done);
    /// Dispatches nothing more; requests in flight still answer. Idempotent.
    void stop();

    int dispatched() const { return m_next; }
    int answered() const { return m_answered; }
    int inFlight() const { return m_next - m_answered; }
    bool stopped() const { return m_stopped; }

private:
    void pump();

    Sender* m_sender;
    int m_count;
    int m_concurrency;
    Make m_make;
    Answered m_onAnswer;
    std::function<void()> m_onDone;
    int m_next = 0;
    int m_answered = 0;
    bool m_stopped = false;
    bool m_finished = false;
};

} // namespace idem::workbench
