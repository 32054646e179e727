// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// http::writeAtOnce() on real loopback sockets: what it sends straight and what it leaves to Qt
// arrive whole and in order, Qt's bytesWritten() counts only Qt's part, a peer that is gone
// neither kills the process (SIGPIPE) nor loses the error Qt reports, and a socket that is not
// connected yet gets its bytes once it is.

#include "http/socketwrite.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QThread>
#include <csignal>
#include <memory>

#if defined(Q_OS_UNIX)
#include <cerrno>
#include <sys/socket.h>
#endif

using namespace idem;

namespace {

/// A connected pair on loopback: `client` made here, `server` accepted.
struct Pair {
    QTcpServer listener;
    std::unique_ptr<QTcpSocket> client = std::make_unique<QTcpSocket>();
    QTcpSocket* server = nullptr;

    bool open() {
        if (!listener.listen(QHostAddress::LocalHost))
            return false;
        client->connectToHost(QHostAddress::LocalHost, listener.serverPort());
        if (!client->waitForConnected(5000) || !listener.waitForNewConnection(5000))
            return false;
        server = listener.nextPendingConnection();
        return server != nullptr;
    }
};

/// Reads from `s` until `size` bytes arrived or `ms` passed, running the event loop: what Qt
/// buffered on the other socket is written there (every byte, on Windows).
QByteArray readAtLeast(QTcpSocket* s, qsizetype size, int ms = 10000) {
    QByteArray got;
    QDeadlineTimer deadline(ms);
    while (got.size() < size && !deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        got += s->readAll();
    }
    return got;
}

QByteArray pattern(qsizetype size, int seed) {
    QByteArray b(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i)
        b[i] = char((i * 31 + seed) & 0xff);
    return b;
}

} // namespace

class Tst_SocketWrite : public QObject {
    Q_OBJECT
private slots:
    void aSmallAnswerLeavesAtOnce() {
        Pair p;
        QVERIFY(p.open());
        QSignalSpy written(p.server, &QIODevice::bytesWritten);
        const QByteArray answer = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok";
        const qint64 atOnce = http::writeAtOnce(p.server, answer);
#if defined(Q_OS_UNIX)
        // The kernel's send buffer takes a few dozen bytes at once: nothing is left to Qt.
        QCOMPARE(atOnce, answer.size());
        QCOMPARE(p.server->bytesToWrite(), 0);
#else
        // Elsewhere every byte goes through Qt's buffer.
        QCOMPARE(atOnce, 0);
#endif
        QCOMPARE(readAtLeast(p.client.get(), answer.size()), answer);
        QCoreApplication::processEvents();
        if (atOnce == answer.size())
            QCOMPARE(written.count(), 0); // Qt wrote nothing, so it reports nothing
    }

    void whatTheKernelDoesNotTakeFollowsThroughQtInOrder() {
        Pair p;
        QVERIFY(p.open());
        // Larger than any loopback send buffer: part leaves at once, Qt sends the rest.
        const QByteArray first = pattern(32 * 1024 * 1024, 7);
        const qint64 atOnce = http::writeAtOnce(p.server, first);
        QVERIFY(atOnce >= 0 && atOnce < first.size());
        QCOMPARE(p.server->bytesToWrite(), first.size() - atOnce);
        // Qt's buffer holds bytes now: the next write must queue behind them, not jump ahead.
        const QByteArray second = pattern(1000, 3);
        QCOMPARE(http::writeAtOnce(p.server, second), 0);
        qint64 reported = 0;
        connect(p.server, &QIODevice::bytesWritten, this, [&](qint64 n) { reported += n; });
        const QByteArray got = readAtLeast(p.client.get(), first.size() + second.size(), 30000);
        QCOMPARE(got.size(), first.size() + second.size());
        QVERIFY(got == first + second);
        QCOMPARE(reported, first.size() + second.size() - atOnce);
    }

    void aPeerThatIsGoneIsReportedByQt() {
        Pair p;
        QVERIFY(p.open());
        QSignalSpy gone(p.server, &QAbstractSocket::disconnected);
        QSignalSpy failed(p.server, &QAbstractSocket::errorOccurred);
#if defined(Q_OS_UNIX)
        // A close with a zero linger time resets the connection instead of ending it.
        const linger reset{1, 0};
        QCOMPARE(::setsockopt(int(p.client->socketDescriptor()), SOL_SOCKET, SO_LINGER, &reset,
                              sizeof reset),
                 0);
#endif
        p.client->abort();
        p.client.reset();
        // No events here: Qt has not seen the reset, so the socket is still connected for it.
        QThread::msleep(100);
        QCOMPARE(p.server->state(), QAbstractSocket::ConnectedState);
#if defined(Q_OS_UNIX)
        // The reset's error is taken here, so the direct send meets the closed connection
        // itself (EPIPE), where send() raises SIGPIPE unless told not to. Qt's socket engine
        // ignores SIGPIPE for the whole process; a program embedding this code need not, so the
        // default action is back for the send: without MSG_NOSIGNAL it ends the test.
        int error = 0;
        socklen_t length = sizeof error;
        ::getsockopt(int(p.server->socketDescriptor()), SOL_SOCKET, SO_ERROR, &error, &length);
        QCOMPARE(error, ECONNRESET);
        const auto previous = std::signal(SIGPIPE, SIG_DFL);
        QCOMPARE(http::writeAtOnce(p.server, pattern(100, 1)), 0);
        std::signal(SIGPIPE, previous);
#else
        QCOMPARE(http::writeAtOnce(p.server, pattern(100, 1)), 0);
#endif
        // The bytes went to Qt, whose own write meets the same state and reports it.
        QTRY_VERIFY_WITH_TIMEOUT(gone.count() + failed.count() > 0, 5000);
        QVERIFY(p.server->state() != QAbstractSocket::ConnectedState);
    }

    void aSocketNotConnectedYetSendsOnceItIs() {
        QTcpServer listener;
        QVERIFY(listener.listen(QHostAddress::LocalHost));
        QTcpSocket client;
        client.connectToHost(QHostAddress::LocalHost, listener.serverPort());
        const QByteArray request = "GET / HTTP/1.1\r\nHost: a\r\n\r\n";
        // Still connecting: nothing can leave at once, Qt sends it after connecting.
        QCOMPARE(http::writeAtOnce(&client, request), 0);
        QVERIFY(listener.waitForNewConnection(5000));
        QTcpSocket* server = listener.nextPendingConnection();
        QVERIFY(server);
        QCOMPARE(readAtLeast(server, request.size()), request);
    }
};

QTEST_GUILESS_MAIN(Tst_SocketWrite)
#include "tst_socketwrite.moc"
