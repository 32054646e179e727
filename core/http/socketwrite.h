// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QByteArray>

class QAbstractSocket;

namespace idem::http {

/// Writes `bytes` to a connected TCP socket, as much as the kernel takes at once straight from
/// here, the rest through Qt's write buffer (QIODevice::write()). Qt alone would buffer every
/// byte, switch the socket's write notifier on, write in a later pass of the event loop, and
/// switch the notifier off again: each switch a wake-up of glib's dispatcher (an eventfd write),
/// and the pass a round of its poll and dispatch, for every answer (docs/BENCHMARKS.md, issue 17).
///
/// The bytes go out straight only while Qt's buffer is empty, so they stay in order. Not for TLS
/// sockets (their bytes must be encrypted), nor where the platform's send() could raise SIGPIPE
/// on a closed connection (no MSG_NOSIGNAL): those always go through Qt. Any failure of the
/// direct send (would block, reset, closed) hands the bytes to Qt, which meets the same state on
/// its own write and reports it the way it always does (errorOccurred(), disconnected()).
///
/// Returns how many bytes left at once. Qt emits bytesWritten() only for the rest: a caller that
/// waits for that signal must act itself when this returns bytes.size().
qint64 writeAtOnce(QAbstractSocket* socket, const QByteArray& bytes);

} // namespace idem::http
