// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "workbench/batch.h"

#include <QTimer>

namespace idem::workbench {

Batch::Batch(Sender* sender, int count, int concurrency, Make make, QObject* parent)
    : QObject(parent), m_sender(sender), m_count(std::max(0, count)),
      m_concurrency(std::max(1, concurrency)), m_make(std::move(make)) {}

void Batch::start(Answered answered, std::function<void()> done) {
    m_onAnswer = std::move(answered);
    m_onDone = std::move(done);
    pump();
}

void Batch::stop() {
    if (m_stopped)
        return;
    m_stopped = true;
    pump();
}

void Batch::pump() {
    while (!m_stopped && m_next < m_count && inFlight() < m_concurrency) {
        const int index = m_next++;
        BatchRequest r = m_make(index);
        m_sender->send(
            r.spec, r.key, this,
            [this, index](Response response) {
                ++m_answered;
                if (m_onAnswer)
                    m_onAnswer(index, response);
                // The next dispatch from the event loop, not from inside the client's callback.
                QTimer::singleShot(0, this, &Batch::pump);
            },
            r.extraHeaders);
    }
    if (!m_finished && inFlight() == 0 && (m_stopped || m_next >= m_count)) {
        m_finished = true;
        if (m_onDone)
            m_onDone();
    }
}

} // namespace idem::workbench
