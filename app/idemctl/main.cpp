// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// idemctl: the command-line face of IdemScope. Parsing and rendering live in this folder; every
// behaviour lives in core (see docs/idemctl.md).
#include "cli.h"

#include <QCoreApplication>

#ifdef Q_OS_WIN
#include <fcntl.h>
#include <io.h>
#include <stdio.h>
#endif

int main(int argc, char* argv[]) {
#ifdef Q_OS_WIN
    // Bodies are bytes and CSV lines end in CRLF already: no newline translation. Messages on
    // stderr end in LF as well, as on every platform: a script reading "more: --cursor C"
    // gets the cursor without a stray CR (found by tst_idemctl under Wine).
    _setmode(_fileno(stdin), _O_BINARY);
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
#endif
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("idemctl"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IDEM_VERSION));
    return idemctl::run(QCoreApplication::arguments());
}
