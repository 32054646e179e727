// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "token/record.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace idem {

/// One line of a line diff.
struct DiffLine {
    enum class Kind { Same, Removed, Added };
    Kind kind = Kind::Same;
    QString text;
    int oldLine = 0; ///< 1-based line in the stored text, 0 for Added.
    int newLine = 0; ///< 1-based line in the other text, 0 for Removed.
    friend bool operator==(const DiffLine&, const DiffLine&) = default;
};

/// The shortest line diff of `before` → `after` (longest common subsequence; common head and
/// tail first, so one changed field of a large body costs little). Bounded: when the lines left
/// after the common head and tail multiply to more than kMaxDiffCells, the result is one block
/// of Removed then Added lines and `*exact` is set false. Thread-safe (pure).
QList<DiffLine> diffLines(const QStringList& before, const QStringList& after,
                          bool* exact = nullptr);
inline constexpr qint64 kMaxDiffCells = 4'000'000;

/// Why a request got `mismatch` (HTTP 422) against a stored token, for support staff holding
/// the other request (from a client's log, or the console's workbench): compares the other
/// request with what the record kept — method, path, the fingerprint over the whole body, and a
/// line diff of the body against the record's body sample.
struct RequestComparison {
    /// The record has a fingerprint (a used token; issued-but-unused and seed rows have none).
    bool fingerprintKnown = false;
    /// The other request hashes to the stored fingerprint: a retry with it replays, whatever
    /// the diff below shows.
    bool sameFingerprint = false;
    bool methodDiffers = false;
    bool pathDiffers = false;
    /// The record keeps only the first kBodySampleLimit bytes: the diff covers that much of
    /// the other body too, and cannot see differences after it.
    bool sampleTruncated = false;
    /// Both bodies parsed as JSON and were compared in one canonical form (indented, object
    /// keys sorted): differences in spacing or key order do not show as lines, but do change
    /// the fingerprint.
    bool comparedAsJson = false;
    /// The compared texts are identical (the bodies may still differ in bytes: see above).
    bool sameText = false;
    bool exactDiff = true; ///< See diffLines().
    QList<DiffLine> lines;
};

/// Compares `method path body` with `stored`. Does not validate method or path (the other
/// request may be the malformed one); never throws. Thread-safe (pure).
RequestComparison compareWithStored(const TokenRecord& stored, const QString& method,
                                    const QString& path, const QByteArray& body);

} // namespace idem
