// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "workbench/requestspec.h"

#include <QString>
#include <QStringList>

namespace idem::workbench {

/// What importing a curl command line gave: the request, or an error sentence.
struct CurlImport {
    RequestSpec spec;
    QString error; ///< Empty on success.
    bool ok() const { return error.isEmpty(); }
};

/// Splits a POSIX shell command line into words: single quotes (literal), double quotes
/// (backslash escapes \" \\ \$ \` and line continuations), $'…' (ANSI-C escapes: \n \t \r \\ \'
/// \" \xHH), backslash escapes outside quotes and backslash-newline continuations. No
/// expansion of variables, globs or command substitution: `$HOME` stays as written. Throws
/// idem::Error (BadInput) for an unterminated quote or a trailing backslash. Pure.
QStringList splitShellWords(const QString& line);

/// Imports a `curl …` command (as "Copy as cURL" in browsers writes it): the URL (positional or
/// --url), -X/--request, -H/--header ("Name: value"; "Name:" suppresses a default header),
/// -d/--data/--data-ascii/--data-binary/--data-raw (several are joined with '&', as curl does;
/// '@file' is refused except for --data-raw, which is literal), --json (Content-Type and Accept
/// application/json), -u/--user (mapped to Authorization: Basic), -A/--user-agent,
/// -e/--referer, and flags that only change curl's output (-s, -S, -i, -v, --compressed,
/// --http1.1). -G/--get, -k/--insecure (the workbench always verifies TLS) and every other
/// option are refused, naming them.
///
/// As curl does, data without -X makes a POST, and -d-style data without a Content-Type gets
/// application/x-www-form-urlencoded. A header named like the key header (Idempotency-Key or its
/// aliases Idempotency-Token, Idempotent-Token, or `keyHeader`) becomes the spec's key. Pure;
/// any thread.
CurlImport importCurl(const QString& commandLine,
                      const QByteArray& keyHeader = QByteArrayLiteral("Idempotency-Key"));

/// `s` quoted for a POSIX shell: bare when it is made of safe characters only, else in single
/// quotes (a quote inside written '\''). Pure.
QString shellQuote(const QString& s);

/// The spec as a curl command (the key in its header), one option per line joined by
/// backslash-newline; importCurl() of the result gives the same spec back. A body without a
/// Content-Type header is sent with "-H 'Content-Type:'" so that curl adds none. Pure.
QString exportCurl(const RequestSpec& spec);

} // namespace idem::workbench
