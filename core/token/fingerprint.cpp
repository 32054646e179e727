// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "token/fingerprint.h"

#include "base/errors.h"
#include "token/key.h"

#include <QCryptographicHash>

namespace idem {

QString fingerprintOf(const QString& method, const QString& path, const QByteArray& body) {
    if (auto problem = methodProblem(method))
        throw Error(ErrorKind::BadInput, *problem);
    if (auto problem = pathProblem(path))
        throw Error(ErrorKind::BadInput, *problem);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(method.toUpper().toLatin1());
    hash.addData(QByteArrayView("\0", 1));
    hash.addData(path.toLatin1());
    hash.addData(QByteArrayView("\0", 1));
    hash.addData(body);
    return QString::fromLatin1(hash.result().toHex());
}

RequestIdentity RequestIdentity::of(const QString& method, const QString& path,
                                    const QByteArray& body) {
    RequestIdentity id;
    id.fingerprint = fingerprintOf(method, path, body);
    id.method = method.toUpper();
    id.path = path;
    id.bodySample = body.left(kBodySampleLimit);
    return id;
}

} // namespace idem
