// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace idem::metrics {

/// A sample's labels, sorted by name (so that two samples of one series compare equal whatever
/// order the exposition wrote them in). Label values are unescaped.
using Labels = QList<std::pair<QString, QString>>;

/// One line of an exposition: `name{labels} value [timestamp]`.
struct Sample {
    QString name; ///< As written: a histogram's samples are `<family>_bucket`, `_sum`, `_count`.
    Labels labels;
    double value = 0; ///< NaN, +Inf and -Inf are kept as such.
    std::optional<qint64> timestampMs;

    /// The value of label `name`, or a null QString when the sample has no such label.
    QString label(QStringView name) const;
    /// The labels without `name` (e.g. a bucket's labels without `le`), still sorted.
    Labels labelsWithout(QStringView name) const;
};

enum class MetricType { Untyped, Counter, Gauge, Histogram, Summary };

/// The samples of one metric: those named after it and, for a histogram or summary, its
/// `_bucket` / `_sum` / `_count` samples. In exposition order.
struct MetricFamily {
    QString name;
    MetricType type = MetricType::Untyped;
    QString help; ///< Unescaped; empty without a # HELP line.
    QList<Sample> samples;
};

struct Exposition {
    QList<MetricFamily> families; ///< In the order of their first line.
    /// The family `name`, or nullptr.
    const MetricFamily* family(QStringView name) const;
};

/// Bounds on what parse() accepts: a /metrics body comes from another machine. Zero is refused
/// for each of them (nothing would parse).
struct ParseLimits {
    qsizetype maxBytes = 16 * 1024 * 1024;
    qsizetype maxLineLength = 64 * 1024;
    int maxLabelsPerSample = 64;
    int maxSamples = 500'000;
};

/// Why an exposition was refused. `line` is 1-based, 0 when the whole input is refused (too
/// large). `message` is one plain sentence naming what is wrong on that line, never the line's
/// text (which may be huge or binary).
struct ParseError {
    enum class Kind {
        TooLarge,       ///< Input over ParseLimits::maxBytes.
        LineTooLong,    ///< A line over ParseLimits::maxLineLength.
        TooManyLabels,  ///< A sample with more than ParseLimits::maxLabelsPerSample labels.
        TooManySamples, ///< More than ParseLimits::maxSamples samples.
        BadName,        ///< A metric or label name that is not [a-zA-Z_:][a-zA-Z0-9_:]*.
        BadLabels,      ///< Unbalanced braces or quotes, a missing '=', a repeated label name.
        BadEscape,      ///< A backslash not followed by \ " or n in a label value.
        BadValue,       ///< A sample value that is not a float (NaN, +Inf, -Inf allowed).
        BadTimestamp,   ///< A timestamp that is not an integer in milliseconds.
        BadComment,     ///< A # TYPE with an unknown type, or a # HELP / # TYPE without a name.
        MisplacedType,  ///< A second # TYPE for a name, or one after its samples.
        BadHistogram,   ///< A histogram bucket without a float `le`, a summary without a
                        ///< float `quantile`.
        NotText,        ///< NUL bytes or invalid UTF-8.
    };
    Kind kind = Kind::BadValue;
    int line = 0;
    QString message;
};

/// The outcome of parse(): either the exposition or the error of the first bad line.
struct ParseResult {
    Exposition exposition;
    std::optional<ParseError> error;
    bool ok() const { return !error.has_value(); }
};

/// Parses the Prometheus text exposition format 0.0.4 (what prometheus-cpp's TextSerializer and
/// every Prometheus client write): `# HELP name text` (escapes \\ and \n), `# TYPE name type`,
/// other comments ignored, blank lines ignored, samples `name{label="value",...} value
/// [timestamp]` with label-value escapes \\ \" \n, values as floats including NaN, +Inf and
/// -Inf, timestamps as integer milliseconds. A histogram's `_bucket` (with `le`), `_sum` and
/// `_count` samples and a summary's quantile, `_sum` and `_count` samples join the family their
/// # TYPE line names. Lines may end in CRLF.
///
/// Never throws and never reads past the input: a malformed line makes the whole result an
/// error naming it (a partial exposition would give wrong rates). Pure; thread-safe.
ParseResult parse(QByteArrayView text, const ParseLimits& limits = {});

} // namespace idem::metrics
