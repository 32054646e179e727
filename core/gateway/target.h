// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QByteArray>
#include <QString>

namespace idem::gateway {

/// A request target brought to the one form the gateway matches and forwards (issue 15): the
/// path is decoded and cleaned so that `//orders`, `/./orders` and `/%6Frders` all read
/// `/orders`, both for --required-paths and for the upstream, which thus never sees another
/// path than the one the gateway decided on. Steps, in this order (RFC 3986 §6.2.2):
///   1. percent-encoding: escapes of unreserved characters (ALPHA DIGIT - . _ ~) are decoded,
///      every other escape keeps its byte with uppercase hex (§2.1, §6.2.2.2);
///   2. runs of '/' merge into one (nginx's merge_slashes, on by default there);
///   3. dot segments are removed (§5.2.4), so `/a/./b/../c` reads `/a/c`.
/// The query is kept byte for byte (it is the upstream's to read, and the gateway matches
/// paths only).
///
/// Refused (an empty target, with `problem` saying why, for a 400):
///   - a path that climbs above the root (`/../x`, `/a/../../x`): nginx answers these 400 too;
///   - `%2F`, `%5C` and `%00` in the path, and a raw `\`: an upstream that decodes them (or
///     reads `\` as `/`, as IIS and some frameworks do) would see another path than the one
///     matched, e.g. `/orders%2F..%2Fadmin`;
///   - a segment `.` or `..` followed by `;parameters` (`/..;/admin`): Tomcat and Spring read
///     it as a dot segment;
///   - a malformed escape (`%`, `%4`, `%zz`) and a fragment (`#`), which no client sends.
/// The input is an origin-form target as the parser accepts it (starts with '/', visible
/// ASCII). Pure.
/// A refusal is one of the outcomes a gateway expects from clients, so it is a value (as
/// KeyLookup is; ADR 0003), not an idem::Error.
struct NormalTarget {
    QByteArray target; ///< The normal form; empty when refused.
    QString problem;   ///< Why it is refused; empty when it is not.
    bool refused() const { return !problem.isEmpty(); }
};
NormalTarget normalizeTarget(const QByteArray& target);

} // namespace idem::gateway
