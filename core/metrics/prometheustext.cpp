// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "metrics/prometheustext.h"

#include <QHash>
#include <QSet>
#include <QStringDecoder>

#include <algorithm>
#include <cmath>
#include <limits>

namespace idem::metrics {

QString Sample::label(QStringView name) const {
    for (const auto& [n, v] : labels) {
        if (n == name)
            return v;
    }
    return {};
}

Labels Sample::labelsWithout(QStringView name) const {
    Labels out;
    out.reserve(labels.size());
    for (const auto& l : labels) {
        if (l.first != name)
            out.append(l);
    }
    return out;
}

const MetricFamily* Exposition::family(QStringView name) const {
    for (const MetricFamily& f : families) {
        if (f.name == name)
            return &f;
    }
    return nullptr;
}

namespace {

using Kind = ParseError::Kind;

/// Thrown inside the parser only; parse() turns it into a ParseResult.
struct Failure {
    Kind kind;
    QString what;
};

bool isBlank(QChar c) {
    return c == u' ' || c == u'\t';
}

bool isNameStart(QChar c, bool metric) {
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_' ||
           (metric && c == u':');
}

bool isNameChar(QChar c, bool metric) {
    return isNameStart(c, metric) || (c >= u'0' && c <= u'9');
}

/// A float as Go's strconv.ParseFloat reads it in the exposition: decimal or exponent forms
/// and, in any case, NaN, Inf, +Inf, -Inf, Infinity.
std::optional<double> parseFloat(QStringView token) {
    if (token.isEmpty())
        return std::nullopt;
    QStringView body = token;
    double sign = 1;
    if (body.front() == u'+' || body.front() == u'-') {
        sign = body.front() == u'-' ? -1 : 1;
        body = body.mid(1);
    }
    if (body.compare(u"inf", Qt::CaseInsensitive) == 0 ||
        body.compare(u"infinity", Qt::CaseInsensitive) == 0)
        return sign * std::numeric_limits<double>::infinity();
    if (body.compare(u"nan", Qt::CaseInsensitive) == 0)
        return std::numeric_limits<double>::quiet_NaN();
    // Digits, one dot, an exponent: nothing else (QString::toDouble alone would take more).
    bool digit = false;
    for (QChar c : body) {
        if (c >= u'0' && c <= u'9')
            digit = true;
        else if (c != u'.' && c != u'e' && c != u'E' && c != u'+' && c != u'-')
            return std::nullopt;
    }
    if (!digit)
        return std::nullopt;
    bool ok = false;
    const double value = token.toDouble(&ok);
    if (!ok)
        return std::nullopt;
    return value;
}

QString typeName(MetricType type) {
    switch (type) {
    case MetricType::Counter:
        return QStringLiteral("counter");
    case MetricType::Gauge:
        return QStringLiteral("gauge");
    case MetricType::Histogram:
        return QStringLiteral("histogram");
    case MetricType::Summary:
        return QStringLiteral("summary");
    case MetricType::Untyped:
        break;
    }
    return QStringLiteral("untyped");
}

std::optional<MetricType> typeFromName(QStringView name) {
    for (MetricType t : {MetricType::Counter, MetricType::Gauge, MetricType::Histogram,
                         MetricType::Summary, MetricType::Untyped}) {
        if (name == typeName(t))
            return t;
    }
    return std::nullopt;
}

/// Reads one line of the exposition at a time into the families.
class Parser {
public:
    explicit Parser(const ParseLimits& limits) : m_limits(limits) {}

    void line(QStringView text) {
        qsizetype i = 0;
        while (i < text.size() && isBlank(text[i]))
            ++i;
        if (i == text.size())
            return;
        if (text[i] == u'#')
            comment(text.mid(i + 1));
        else
            sample(text.mid(i));
    }

    Exposition take() { return std::move(m_out); }

private:
    static QStringView skipBlanks(QStringView s) {
        qsizetype i = 0;
        while (i < s.size() && isBlank(s[i]))
            ++i;
        return s.mid(i);
    }

    /// The leading name of `s` (metric or label syntax); empty when `s` does not start with one.
    static QStringView leadingName(QStringView s, bool metric) {
        if (s.isEmpty() || !isNameStart(s.front(), metric))
            return {};
        qsizetype n = 1;
        while (n < s.size() && isNameChar(s[n], metric))
            ++n;
        return s.first(n);
    }

    /// The next blank-separated word of `s` (s starts at it).
    static QStringView word(QStringView s) {
        qsizetype n = 0;
        while (n < s.size() && !isBlank(s[n]))
            ++n;
        return s.first(n);
    }

    MetricFamily& familyNamed(const QString& name) {
        auto it = m_index.constFind(name);
        if (it != m_index.constEnd())
            return m_out.families[*it];
        m_index.insert(name, int(m_out.families.size()));
        MetricFamily f;
        f.name = name;
        m_out.families.append(std::move(f));
        return m_out.families.last();
    }

    void comment(QStringView rest) {
        rest = skipBlanks(rest);
        const QStringView keyword = word(rest);
        if (keyword != u"HELP" && keyword != u"TYPE")
            return; // any other comment
        const bool help = keyword == u"HELP";
        QStringView afterKeyword = rest.mid(keyword.size());
        if (afterKeyword.isEmpty() || !isBlank(afterKeyword.front()))
            throw Failure{Kind::BadComment, QStringLiteral("# %1 names no metric").arg(keyword)};
        afterKeyword = skipBlanks(afterKeyword);
        const QStringView name = leadingName(afterKeyword, true);
        if (name.isEmpty())
            throw Failure{Kind::BadComment, QStringLiteral("# %1 names no metric").arg(keyword)};
        QStringView tail = afterKeyword.mid(name.size());
        if (!tail.isEmpty() && !isBlank(tail.front()))
            throw Failure{Kind::BadName, QStringLiteral("invalid metric name after # %1").arg(keyword)};
        tail = skipBlanks(tail);
        const QString metric = name.toString();
        if (help) {
            if (m_helped.contains(metric))
                throw Failure{Kind::BadComment, QStringLiteral("a second # HELP for %1").arg(metric)};
            m_helped.insert(metric);
            familyNamed(metric).help = unescapeHelp(tail);
            return;
        }
        const std::optional<MetricType> type = typeFromName(word(tail));
        if (!type || !skipBlanks(tail.mid(word(tail).size())).isEmpty())
            throw Failure{Kind::BadComment, QStringLiteral("# TYPE %1 has an unknown type").arg(metric)};
        if (m_typed.contains(metric))
            throw Failure{Kind::MisplacedType, QStringLiteral("a second # TYPE for %1").arg(metric)};
        if (m_sampled.contains(metric))
            throw Failure{Kind::MisplacedType,
                          QStringLiteral("# TYPE %1 comes after its samples").arg(metric)};
        m_typed.insert(metric, *type);
        familyNamed(metric).type = *type;
    }

    /// HELP text: \\ and \n are escapes; any other backslash sequence is refused.
    static QString unescapeHelp(QStringView text) {
        QString out;
        out.reserve(text.size());
        for (qsizetype i = 0; i < text.size(); ++i) {
            if (text[i] != u'\\') {
                out.append(text[i]);
                continue;
            }
            if (++i == text.size())
                throw Failure{Kind::BadEscape, QStringLiteral("the help text ends in a backslash")};
            if (text[i] == u'\\')
                out.append(u'\\');
            else if (text[i] == u'n')
                out.append(u'\n');
            else
                throw Failure{Kind::BadEscape,
                              QStringLiteral("the help text has an invalid escape "
                                             "(only \\\\ and \\n are allowed)")};
        }
        return out;
    }

    /// Reads `{name="value",...}` from the start of `s` into `labels`; returns what follows.
    QStringView labelSet(QStringView s, Labels& labels) const {
        s = s.mid(1); // '{'
        for (;;) {
            s = skipBlanks(s);
            if (s.isEmpty())
                throw Failure{Kind::BadLabels, QStringLiteral("the label set is not closed")};
            if (s.front() == u'}')
                return s.mid(1);
            const QStringView name = leadingName(s, false);
            if (name.isEmpty() || (s.size() > name.size() && s[name.size()] == u':'))
                throw Failure{Kind::BadName, QStringLiteral("invalid label name")};
            s = skipBlanks(s.mid(name.size()));
            if (s.isEmpty() || s.front() != u'=')
                throw Failure{Kind::BadLabels,
                              QStringLiteral("label %1 has no '='").arg(name)};
            s = skipBlanks(s.mid(1));
            if (s.isEmpty() || s.front() != u'"')
                throw Failure{Kind::BadLabels,
                              QStringLiteral("the value of label %1 is not quoted").arg(name)};
            QString value;
            qsizetype i = 1;
            for (;; ++i) {
                if (i >= s.size())
                    throw Failure{Kind::BadLabels,
                                  QStringLiteral("the value of label %1 is not closed").arg(name)};
                const QChar c = s[i];
                if (c == u'"')
                    break;
                if (c != u'\\') {
                    value.append(c);
                    continue;
                }
                if (++i >= s.size())
                    throw Failure{Kind::BadLabels,
                                  QStringLiteral("the value of label %1 is not closed").arg(name)};
                if (s[i] == u'\\')
                    value.append(u'\\');
                else if (s[i] == u'"')
                    value.append(u'"');
                else if (s[i] == u'n')
                    value.append(u'\n');
                else
                    throw Failure{Kind::BadEscape,
                                  QStringLiteral("the value of label %1 has an invalid escape "
                                                 "(only \\\\, \\\" and \\n are allowed)")
                                      .arg(name)};
            }
            for (const auto& l : std::as_const(labels)) {
                if (l.first == name)
                    throw Failure{Kind::BadLabels,
                                  QStringLiteral("label %1 appears twice").arg(name)};
            }
            if (labels.size() >= m_limits.maxLabelsPerSample)
                throw Failure{Kind::TooManyLabels,
                              QStringLiteral("a sample has more than %1 labels")
                                  .arg(m_limits.maxLabelsPerSample)};
            labels.append({name.toString(), value});
            s = skipBlanks(s.mid(i + 1));
            if (s.isEmpty())
                throw Failure{Kind::BadLabels, QStringLiteral("the label set is not closed")};
            if (s.front() == u',')
                s = s.mid(1);
            else if (s.front() != u'}')
                throw Failure{Kind::BadLabels,
                              QStringLiteral("expected ',' or '}' after label %1").arg(name)};
        }
    }

    /// The family a sample named `name` belongs to: its own, or the histogram / summary whose
    /// _bucket, _sum or _count it is.
    QString familyOf(const QString& name) const {
        if (m_typed.contains(name))
            return name;
        for (QLatin1String suffix : {QLatin1String("_bucket"), QLatin1String("_sum"),
                                         QLatin1String("_count")}) {
            if (!name.endsWith(suffix))
                continue;
            const QString base = name.chopped(suffix.size());
            const MetricType type = m_typed.value(base, MetricType::Untyped);
            if (type == MetricType::Histogram ||
                (type == MetricType::Summary && suffix != QLatin1String("_bucket")))
                return base;
        }
        return name;
    }

    void sample(QStringView s) {
        const QStringView name = leadingName(s, true);
        if (name.isEmpty())
            throw Failure{Kind::BadName, QStringLiteral("invalid metric name")};
        Sample out;
        out.name = name.toString();
        s = s.mid(name.size());
        if (!s.isEmpty() && !isBlank(s.front()) && s.front() != u'{')
            throw Failure{Kind::BadName, QStringLiteral("invalid metric name")};
        s = skipBlanks(s);
        if (!s.isEmpty() && s.front() == u'{')
            s = skipBlanks(labelSet(s, out.labels));
        const QStringView valueText = word(s);
        if (valueText.isEmpty())
            throw Failure{Kind::BadValue, QStringLiteral("%1 has no value").arg(out.name)};
        const std::optional<double> value = parseFloat(valueText);
        if (!value)
            throw Failure{Kind::BadValue,
                          QStringLiteral("the value of %1 is not a number").arg(out.name)};
        out.value = *value;
        s = skipBlanks(s.mid(valueText.size()));
        if (!s.isEmpty()) {
            const QStringView stamp = word(s);
            bool ok = false;
            const qint64 ms = stamp.toLongLong(&ok);
            if (!ok || !skipBlanks(s.mid(stamp.size())).isEmpty())
                throw Failure{Kind::BadTimestamp,
                              QStringLiteral("the timestamp of %1 is not an integer in "
                                             "milliseconds")
                                  .arg(out.name)};
            out.timestampMs = ms;
        }
        std::sort(out.labels.begin(), out.labels.end());

        const QString familyName = familyOf(out.name);
        const MetricType type = m_typed.value(familyName, MetricType::Untyped);
        if (type == MetricType::Histogram && out.name.endsWith(QLatin1String("_bucket")) &&
            familyName != out.name && !parseFloat(out.label(u"le")))
            throw Failure{Kind::BadHistogram,
                          QStringLiteral("a bucket of %1 has no numeric 'le' label").arg(familyName)};
        if (type == MetricType::Summary && out.name == familyName &&
            !parseFloat(out.label(u"quantile")))
            throw Failure{Kind::BadHistogram,
                          QStringLiteral("a sample of summary %1 has no numeric 'quantile' label")
                              .arg(familyName)};
        if (++m_samples > m_limits.maxSamples)
            throw Failure{Kind::TooManySamples,
                          QStringLiteral("more than %1 samples").arg(m_limits.maxSamples)};
        m_sampled.insert(familyName);
        familyNamed(familyName).samples.append(std::move(out));
    }

    const ParseLimits& m_limits;
    Exposition m_out;
    QHash<QString, int> m_index;
    QHash<QString, MetricType> m_typed;
    QSet<QString> m_helped;
    QSet<QString> m_sampled;
    int m_samples = 0;
};

ParseError makeError(Kind kind, int line, const QString& what) {
    ParseError e;
    e.kind = kind;
    e.line = line;
    e.message = line > 0 ? QStringLiteral("Line %1: %2.").arg(line).arg(what)
                         : QStringLiteral("%1.").arg(what);
    return e;
}

} // namespace

ParseResult parse(QByteArrayView text, const ParseLimits& limits) {
    ParseResult result;
    if (limits.maxBytes <= 0 || limits.maxLineLength <= 0 || limits.maxLabelsPerSample <= 0 ||
        limits.maxSamples <= 0) {
        result.error = makeError(Kind::TooLarge, 0, QStringLiteral("The parse limits must be above zero"));
        return result;
    }
    if (text.size() > limits.maxBytes) {
        result.error = makeError(Kind::TooLarge, 0,
                                 QStringLiteral("The exposition is larger than %1 bytes")
                                     .arg(limits.maxBytes));
        return result;
    }
    Parser parser(limits);
    int lineNumber = 0;
    qsizetype start = 0;
    while (start < text.size()) {
        ++lineNumber;
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        QByteArrayView raw = text.sliced(start, end - start);
        start = end + 1;
        if (raw.endsWith('\r'))
            raw.chop(1);
        if (raw.size() > limits.maxLineLength) {
            result.error = makeError(Kind::LineTooLong, lineNumber,
                                     QStringLiteral("longer than %1 bytes").arg(limits.maxLineLength));
            return result;
        }
        if (raw.contains('\0')) {
            result.error = makeError(Kind::NotText, lineNumber, QStringLiteral("a NUL byte"));
            return result;
        }
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString line = decoder.decode(raw);
        if (decoder.hasError()) {
            result.error = makeError(Kind::NotText, lineNumber, QStringLiteral("invalid UTF-8"));
            return result;
        }
        try {
            parser.line(line);
        } catch (const Failure& f) {
            result.error = makeError(f.kind, lineNumber, f.what);
            return result;
        }
    }
    result.exposition = parser.take();
    return result;
}

} // namespace idem::metrics
