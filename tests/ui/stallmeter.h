// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

// The console suites' measure of GUI responsiveness (tst_browserstall, tst_consoleshell): a 1 ms
// PreciseTimer on the GUI thread; the longest gap between two of its ticks, taken with
// QElapsedTimer, is the longest time the event loop could not run.

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <ctime>

namespace idem::test {

/// CPU time this thread has used, in ms; -1 where it cannot be read. Tells a stall the GUI
/// thread caused (it ran the whole gap) from one the OS caused (it waited for a core).
inline qint64 threadCpuMs() {
#if defined(Q_OS_UNIX)
    timespec ts{};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
        return qint64(ts.tv_sec) * 1000 + ts.tv_nsec / 1000000;
#endif
    return -1;
}

/// The longest gap between two ticks of a 1 ms timer on this thread, since start(), and how
/// much of that gap this thread spent running.
class StallMeter : public QObject {
public:
    StallMeter() {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.elapsed();
            const qint64 cpu = threadCpuMs();
            if (now - m_last > m_longest) {
                m_longest = now - m_last;
                m_longestCpu = cpu >= 0 ? cpu - m_lastCpu : -1;
            }
            m_last = now;
            m_lastCpu = cpu;
            ++m_ticks;
        });
    }
    void restart() {
        m_longest = 0;
        m_longestCpu = 0;
        m_clock.start();
        m_last = 0;
        m_lastCpu = threadCpuMs();
        m_ticks = 0;
        m_timer.start();
    }
    /// Ticks since restart(): the gaps measured so far are ticks() - 1 (a stall before the
    /// first tick after restart() is measured by that tick).
    qint64 longestMs() const { return m_longest; }
    qint64 longestCpuMs() const { return m_longestCpu; }
    int ticks() const { return m_ticks; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_lastCpu = 0;
    qint64 m_longest = 0;
    qint64 m_longestCpu = 0;
    int m_ticks = 0;
};

} // namespace idem::test
