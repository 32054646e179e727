// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "http/socketwrite.h"

#include <QAbstractSocket>
#if QT_CONFIG(ssl)
#include <QSslSocket>
#endif

#if defined(Q_OS_UNIX)
#include <cerrno>
#include <sys/socket.h>
#endif

namespace idem::http {

qint64 writeAtOnce(QAbstractSocket* socket, const QByteArray& bytes) {
    qint64 sent = 0;
#if defined(Q_OS_UNIX) && defined(MSG_NOSIGNAL)
    const bool plain =
#if QT_CONFIG(ssl)
        qobject_cast<QSslSocket*>(socket) == nullptr &&
#endif
        socket->socketType() == QAbstractSocket::TcpSocket;
    if (plain && !bytes.isEmpty() && socket->state() == QAbstractSocket::ConnectedState &&
        socket->bytesToWrite() == 0 && socket->socketDescriptor() != -1) {
        const auto fd = static_cast<int>(socket->socketDescriptor());
        ssize_t n;
        do {
            n = ::send(fd, bytes.constData(), size_t(bytes.size()), MSG_NOSIGNAL | MSG_DONTWAIT);
        } while (n < 0 && errno == EINTR);
        if (n > 0)
            sent = qint64(n);
    }
#endif
    if (sent < bytes.size())
        socket->write(bytes.constData() + sent, bytes.size() - sent);
    return sent;
}

} // namespace idem::http
