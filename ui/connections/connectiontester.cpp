// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "connectiontester.h"

#include "errortext.h"
#include "sqlite/sqlitestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QThread>

namespace idem::ui {
namespace {

/// Runs on the worker thread; emits done() once (queued to the tester, if it still exists).
class TestJob : public QObject {
    Q_OBJECT
public:
    explicit TestJob(QString url) : m_url(std::move(url)) {}

    void run() {
        ConnectionTestResult r;
        r.ranOnWorkerThread = QThread::currentThread() != QCoreApplication::instance()->thread();
        try {
            // A test must not leave a new, empty store file behind (opening creates one).
            if (m_url.startsWith(QLatin1String("sqlite://"))) {
                const QString path = SqliteStore::parseUrl(m_url).path;
                if (!QFileInfo::exists(path)) {
                    throw Error(ErrorKind::NotFound,
                                ConnectionTester::tr("There is no store file at %1 yet; "
                                                     "connecting creates it.")
                                    .arg(QDir::toNativeSeparators(path)));
                }
            }
            const auto store = openStore(m_url);
            r.info = store->info();
            r.counts = store->counts();
            r.ok = true;
        } catch (const Error& e) {
            r.kind = e.kind();
            r.error = e.message();
        } catch (const std::exception& e) {
            r.kind = ErrorKind::Internal;
            r.error = QString::fromUtf8(e.what());
        }
        emit done(r);
    }

signals:
    void done(const idem::ui::ConnectionTestResult& result);

private:
    QString m_url;
};

} // namespace

QString ConnectionTestResult::summary() const {
    if (!ok)
        return errorKindLead(kind) + QLatin1Char(' ') + error;
    const QLocale locale;
    QString text = ConnectionTester::tr("Connected to %1 %2.").arg(info.backend, info.version);
    if (!info.transport.isEmpty())
        text += QLatin1Char(' ') + ConnectionTester::tr("Connection: %1.").arg(info.transport);
    text +=
        QLatin1Char(' ') + ConnectionTester::tr("%1 tokens (%2 stuck).")
                               .arg(locale.toString(counts.total()), locale.toString(counts.stuck));
    return text;
}

ConnectionTester::ConnectionTester(QObject* parent) : QObject(parent) {
    qRegisterMetaType<ConnectionTestResult>();
}

ConnectionTester::~ConnectionTester() = default;

bool ConnectionTester::start(const QString& url) {
    if (m_running)
        return false;
    m_running = true;
    auto* job = m_thread.start(new TestJob(url));
    connect(job, &TestJob::done, m_thread.context(),
            [this](const ConnectionTestResult& result) { onDone(result); });
    QMetaObject::invokeMethod(job, &TestJob::run, Qt::QueuedConnection);
    return true;
}

void ConnectionTester::onDone(const ConnectionTestResult& result) {
    m_running = false;
    m_thread.stop(); // its job is done; the thread ends by itself
    emit finished(result);
}

} // namespace idem::ui

#include "connectiontester.moc"
