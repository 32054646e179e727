// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "postgres/pgurl.h"

#include "base/errors.h"
#include "util/duration.h"

#include <QStringList>
#include <QUrl>
#include <libpq-fe.h>
#include <memory>

namespace idem::pg {
namespace {

[[noreturn]] void bad(const QString& message) {
    throw Error(ErrorKind::BadInput, message);
}

/// libpq's parse error without anything it quoted from the URL (that could be a password).
QString withoutQuotedParts(const QString& message) {
    QString out;
    bool quoted = false;
    for (QChar c : message.trimmed()) {
        if (c == QLatin1Char('"')) {
            quoted = !quoted;
            out += quoted ? QStringLiteral("\"…") : QStringLiteral("\"");
            continue;
        }
        if (!quoted)
            out += c;
    }
    return out;
}

std::chrono::milliseconds durationOption(const QString& name, const QString& value,
                                         bool zeroAllowed) {
    if (zeroAllowed && (value == QLatin1String("0") || value == QLatin1String("0s")))
        return std::chrono::milliseconds(0);
    const auto parsed = parseDuration(value);
    if (!parsed || parsed->count() <= 0) {
        bad(QStringLiteral("The PostgreSQL URL option %1 must be a duration with units, as in "
                           "500ms, 30s or 5m%2.")
                .arg(name, zeroAllowed ? QStringLiteral(" (0 for none)") : QString()));
    }
    return *parsed;
}

} // namespace

bool isValidTableName(const QString& name) {
    if (name.isEmpty() || name.size() > 40)
        return false;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t c = name.at(i).unicode();
        const bool letter = (c >= u'a' && c <= u'z') || c == u'_';
        const bool digit = c >= u'0' && c <= u'9';
        if (!(letter || (i > 0 && digit)))
            return false;
    }
    // A name PostgreSQL reserves for its own catalogs.
    return !name.startsWith(QLatin1String("pg_"));
}

std::string quoteConninfoValue(const std::string& value) {
    std::string out = "'";
    for (char c : value) {
        if (c == '\\' || c == '\'')
            out += '\\';
        out += c;
    }
    out += '\'';
    return out;
}

PgUrl PgUrl::parse(const QString& url) {
    PgUrl out;
    const QString scheme1 = QStringLiteral("postgresql://");
    const QString scheme2 = QStringLiteral("postgres://");
    if (!url.startsWith(scheme1) && !url.startsWith(scheme2)) {
        bad(QStringLiteral("Not a PostgreSQL store URL; expected "
                           "postgresql://user@host:port/database?table=idempotency_tokens."));
    }
    for (QChar c : url) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7F)
            bad(QStringLiteral("The PostgreSQL URL contains a control character."));
    }
    // Split off the query: IdemScope's options are taken out, the rest stays as written.
    const qsizetype q = url.indexOf(QLatin1Char('?'));
    QString base = q < 0 ? url : url.left(q);
    QStringList kept;
    if (q >= 0) {
        const QStringList items = url.mid(q + 1).split(QLatin1Char('&'), Qt::SkipEmptyParts);
        for (const QString& item : items) {
            const qsizetype eq = item.indexOf(QLatin1Char('='));
            const QString name = QUrl::fromPercentEncoding(item.left(eq).toUtf8());
            const QString value =
                eq < 0 ? QString() : QUrl::fromPercentEncoding(item.mid(eq + 1).toUtf8());
            if (name == QLatin1String("table")) {
                if (!isValidTableName(value)) {
                    bad(QStringLiteral("The PostgreSQL URL option table must be a lower-case "
                                       "identifier ([a-z_][a-z0-9_]*, at most 40 characters, "
                                       "not starting with pg_)."));
                }
                out.table = value;
            } else if (name == QLatin1String("stuck_after")) {
                out.stuckAfter = durationOption(name, value, false);
            } else if (name == QLatin1String("statement_timeout")) {
                out.statementTimeout = durationOption(name, value, true);
            } else if (name == QLatin1String("reads")) {
                if (value != QLatin1String("primary") && value != QLatin1String("prefer-standby") &&
                    value != QLatin1String("standby")) {
                    bad(QStringLiteral("The PostgreSQL URL option reads must be primary, "
                                       "prefer-standby or standby."));
                }
                out.reads = value;
            } else {
                kept << item;
            }
        }
    }
    const QString forLibpq = kept.isEmpty() ? base : base + QLatin1Char('?') + kept.join(u'&');

    char* error = nullptr;
    PQconninfoOption* options = PQconninfoParse(forLibpq.toUtf8().constData(), &error);
    if (!options) {
        const QString reason =
            error ? withoutQuotedParts(QString::fromUtf8(error)) : QStringLiteral("out of memory");
        if (error)
            PQfreemem(error);
        bad(QStringLiteral("The PostgreSQL URL is not a valid libpq connection URI: %1")
                .arg(reason));
    }
    std::unique_ptr<PQconninfoOption, void (*)(PQconninfoOption*)> guard(options, PQconninfoFree);
    bool timeoutSet = false;
    for (PQconninfoOption* o = options; o->keyword; ++o) {
        if (!o->val)
            continue;
        const QString keyword = QString::fromUtf8(o->keyword);
        out.params.append({keyword, QString::fromUtf8(o->val)});
        if (keyword == QLatin1String("connect_timeout"))
            timeoutSet = true;
    }
    if (!timeoutSet && qEnvironmentVariableIsEmpty("PGCONNECT_TIMEOUT"))
        out.params.append({QStringLiteral("connect_timeout"), QStringLiteral("10")});
    if (out.separateReads()) {
        // The writing connection must reach the primary whatever order the hosts come in.
        if (!out.param(QStringLiteral("target_session_attrs")).isEmpty()) {
            bad(QStringLiteral("The PostgreSQL URL options reads and target_session_attrs "
                               "cannot be combined: with reads=%1, writes connect with "
                               "target_session_attrs=read-write and reads with %1.")
                    .arg(out.reads));
        }
        out.params.append({QStringLiteral("target_session_attrs"), QStringLiteral("read-write")});
    }
    return out;
}

PgUrl PgUrl::forReads() const {
    PgUrl copy = *this;
    for (auto& [keyword, value] : copy.params) {
        if (keyword == QLatin1String("target_session_attrs"))
            value = reads;
    }
    return copy;
}

std::string PgUrl::conninfo() const {
    std::string text;
    for (const auto& [keyword, value] : params) {
        if (!text.empty())
            text += ' ';
        // Keywords come from libpq's own list (PQconninfoParse), never from the user.
        text += keyword.toStdString();
        text += '=';
        text += quoteConninfoValue(value.toStdString());
    }
    return text;
}

QString PgUrl::param(const QString& keyword) const {
    for (const auto& [k, v] : params) {
        if (k == keyword)
            return v;
    }
    return QString();
}

QString PgUrl::redacted() const {
    QString url = QStringLiteral("postgresql://");
    const QString user = param(QStringLiteral("user"));
    if (!user.isEmpty())
        url += QString::fromLatin1(QUrl::toPercentEncoding(user)) + QLatin1Char('@');
    const QStringList hosts = param(QStringLiteral("host")).split(QLatin1Char(','));
    const QStringList ports = param(QStringLiteral("port")).split(QLatin1Char(','));
    QStringList authority;
    for (qsizetype i = 0; i < hosts.size(); ++i) {
        QString h = hosts.at(i);
        if (h.contains(QLatin1Char(':')))
            h = QLatin1Char('[') + h + QLatin1Char(']');
        else if (h.startsWith(QLatin1Char('/')))
            h = QString::fromLatin1(QUrl::toPercentEncoding(h));
        const QString port = ports.value(i, ports.size() == 1 ? ports.constFirst() : QString());
        authority << (port.isEmpty() ? h : h + QLatin1Char(':') + port);
    }
    url += authority.join(QLatin1Char(','));
    url += QLatin1Char('/') +
           QString::fromLatin1(QUrl::toPercentEncoding(param(QStringLiteral("dbname"))));
    QStringList query{QStringLiteral("table=") + table};
    if (separateReads())
        query << QStringLiteral("reads=") + reads;
    for (const auto& [k, v] : params) {
        if (separateReads() && k == QLatin1String("target_session_attrs"))
            continue; // implied by reads=
        if (k == QLatin1String("user") || k == QLatin1String("host") ||
            k == QLatin1String("port") || k == QLatin1String("dbname") ||
            k == QLatin1String("password") || k == QLatin1String("sslpassword") ||
            k == QLatin1String("connect_timeout")) {
            continue;
        }
        query << k + QLatin1Char('=') + QString::fromLatin1(QUrl::toPercentEncoding(v));
    }
    return url + QLatin1Char('?') + query.join(QLatin1Char('&'));
}

} // namespace idem::pg
