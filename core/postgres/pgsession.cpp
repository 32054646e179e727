// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "postgres/pgsession.h"

#include <QStringList>

namespace idem::pg {
namespace {

/// Server or library text made safe to show: one line, printable, bounded.
QString serverText(const char* raw) {
    QString out = QString::fromUtf8(raw).trimmed();
    out.replace(QLatin1Char('\n'), QLatin1Char(' '));
    out.replace(QLatin1Char('\t'), QLatin1Char(' '));
    if (out.size() > 300)
        out = out.left(300) + QStringLiteral("…");
    for (QChar& c : out) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7F)
            c = QLatin1Char('?');
    }
    return out;
}

const QString kMigrateAdvice = QStringLiteral("run 'idemctl migrate --store URL' first");

} // namespace

void rethrowMapped(Effect effect, const QString& context) {
    const bool write = effect == Effect::Write;
    try {
        throw;
    } catch (const Error&) {
        throw;
    } catch (const pqxx::in_doubt_error& e) {
        throw Error(ErrorKind::OutcomeUnknown,
                    QStringLiteral("%1: the connection broke while committing; the change may or "
                                   "may not have been made (%2). Check the token before retrying.")
                        .arg(context, serverText(e.what())));
    } catch (const pqxx::broken_connection& e) {
        if (write) {
            throw Error(ErrorKind::OutcomeUnknown,
                        QStringLiteral("%1: the connection to PostgreSQL broke during a change; "
                                       "it may or may not have been made (%2). Check the token "
                                       "before retrying.")
                            .arg(context, serverText(e.what())));
        }
        throw Error(ErrorKind::ConnectionLost,
                    QStringLiteral("%1: the connection to PostgreSQL broke (%2); the next call "
                                   "reconnects.")
                        .arg(context, serverText(e.what())));
    } catch (const pqxx::sql_error& e) {
        const std::string state = e.sqlstate();
        const QString detail = serverText(e.what());
        const QString sqlstate = QString::fromStdString(state);
        auto is = [&](const char* code) {
            return state == code;
        };
        auto cls = [&](const char* prefix) {
            return state.rfind(prefix, 0) == 0;
        };
        if (is("40001") || is("40P01")) {
            throw Error(ErrorKind::Retryable,
                        QStringLiteral("%1: PostgreSQL ended the statement because of a "
                                       "conflicting transaction (%2); nothing was changed, try "
                                       "again.")
                            .arg(context, sqlstate));
        }
        if (is("57014") || is("55P03")) {
            throw Error(ErrorKind::Retryable,
                        QStringLiteral("%1: the statement timed out on the server and was "
                                       "cancelled (%2); nothing was changed, try again.")
                            .arg(context, sqlstate));
        }
        if (is("23505")) {
            throw Error(ErrorKind::Conflict,
                        QStringLiteral("%1: a row with the same key exists already (%2).")
                            .arg(context, detail));
        }
        if (is("42P01") || is("42703") || is("3F000")) {
            throw Error(ErrorKind::SchemaMissing,
                        QStringLiteral("%1: the IdemScope schema is missing or incomplete (%2); "
                                       "%3.")
                            .arg(context, detail, kMigrateAdvice));
        }
        if (is("25006")) {
            throw Error(ErrorKind::ReadOnly,
                        QStringLiteral("%1: the PostgreSQL server or transaction is read-only "
                                       "(a standby?) (%2).")
                            .arg(context, detail));
        }
        if (is("42501")) {
            if (write) {
                throw Error(ErrorKind::ReadOnly,
                            QStringLiteral("%1: the PostgreSQL role may not write here (%2).")
                                .arg(context, detail));
            }
            throw Error(ErrorKind::Unavailable,
                        QStringLiteral("%1: the PostgreSQL role may not read here (%2).")
                            .arg(context, detail));
        }
        if (cls("08") || is("57P01") || is("57P02") || is("57P03")) {
            if (write) {
                throw Error(ErrorKind::OutcomeUnknown,
                            QStringLiteral("%1: PostgreSQL dropped the connection during a "
                                           "change (%2); it may or may not have been made. "
                                           "Check the token before retrying.")
                                .arg(context, detail));
            }
            throw Error(
                ErrorKind::ConnectionLost,
                QStringLiteral("%1: PostgreSQL dropped the connection (%2).").arg(context, detail));
        }
        if (cls("28") || is("3D000") || is("53300")) {
            throw Error(ErrorKind::Unavailable, QStringLiteral("%1: %2").arg(context, detail));
        }
        if (is("53100")) {
            throw Error(ErrorKind::ReadOnly,
                        QStringLiteral("%1: the PostgreSQL server's disk is full; it takes no "
                                       "writes until space returns (%2).")
                            .arg(context, detail));
        }
        if (cls("53") || is("55006")) {
            throw Error(ErrorKind::Retryable,
                        QStringLiteral("%1: PostgreSQL is short of resources (%2); nothing was "
                                       "changed.")
                            .arg(context, detail));
        }
        throw Error(ErrorKind::Internal,
                    QStringLiteral("%1: PostgreSQL error %2: %3").arg(context, sqlstate, detail));
    } catch (const pqxx::usage_error& e) {
        throw Error(ErrorKind::Internal,
                    QStringLiteral("%1: %2").arg(context, serverText(e.what())));
    } catch (const std::exception& e) {
        throw Error(ErrorKind::Internal,
                    QStringLiteral("%1: %2").arg(context, serverText(e.what())));
    }
}

TableNames::TableNames(const QString& table)
    : bare(table.toStdString()), tokens('"' + bare + '"'), audit('"' + bare + "_audit\""),
      stats('"' + bare + "_stats\""), version('"' + bare + "_schema_version\""),
      mark('"' + bare + "_expiry_mark\""), channel(bare + "_changes") {}

std::string TableNames::expand(std::string_view text) const {
    std::string out;
    out.reserve(text.size() + 64);
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '$' && i + 3 < text.size() && text[i + 1] == '{' && text[i + 3] == '}') {
            const char which = text[i + 2];
            const std::string* name = nullptr;
            switch (which) {
            case 'T':
                name = &tokens;
                break;
            case 'A':
                name = &audit;
                break;
            case 'S':
                name = &stats;
                break;
            case 'V':
                name = &version;
                break;
            case 'M':
                name = &mark;
                break;
            case 'C':
                name = &channel;
                break;
            case 'N':
                name = &bare;
                break;
            default:
                break;
            }
            if (name) {
                out += *name;
                i += 3;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

Session::Session(PgUrl url, std::function<void(pqxx::connection&)> prepare)
    : m_url(std::move(url)), m_prepare(std::move(prepare)) {}

Session::~Session() = default;

pqxx::connection& Session::connection() {
    if (m_conn && m_conn->is_open())
        return *m_conn;
    m_conn.reset();
    std::unique_ptr<pqxx::connection> c;
    try {
        c = std::make_unique<pqxx::connection>(m_url.conninfo());
    } catch (const std::exception& e) {
        throw Error(ErrorKind::Unavailable, QStringLiteral("Cannot connect to PostgreSQL at %1: %2")
                                                .arg(m_url.redacted(), serverText(e.what())));
    }
    try {
        const int v = c->server_version();
        m_serverVersion = QStringLiteral("%1.%2").arg(v / 10000).arg(v % 10000);
        {
            pqxx::nontransaction tx(*c);
            tx.exec("SET client_encoding = 'UTF8'");
            tx.exec("SET bytea_output = 'hex'");
            tx.exec("SET statement_timeout = " + std::to_string(m_url.statementTimeout.count()));
        }
        if (m_prepare)
            m_prepare(*c);
    } catch (...) {
        rethrowMapped(Effect::Read, QStringLiteral("Setting up the PostgreSQL session"));
    }
    m_conn = std::move(c);
    return *m_conn;
}

QByteArray bytes(const pqxx::field& f) {
    if (f.is_null())
        return QByteArray();
    const char* p = f.c_str();
    const size_t n = f.size();
    if (n >= 2 && p[0] == '\\' && p[1] == 'x')
        return QByteArray::fromHex(QByteArray::fromRawData(p + 2, qsizetype(n - 2)));
    // bytea_output = escape would be a server setting we do not expect; refuse quietly.
    throw Error(ErrorKind::Internal,
                QStringLiteral("PostgreSQL sent bytea in escape format; set bytea_output = hex."));
}

std::string byteaParam(const QByteArray& value) {
    return "\\x" + value.toHex().toStdString();
}

} // namespace idem::pg
