// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

// SQL on the test server beside the store, as an administrator would run it: for the suites of
// tests/postgres that look at what the store did (partitions, a standby) rather than through it.

#include <QString>
#include <QUrl>
#include <QUrlQuery>
#include <memory>
#include <pqxx/pqxx>
#include <string>

namespace idem::test {

/// One libpq connection to the database of a store URL (IdemScope's own options removed), with
/// the store's table name. Not thread-safe: one per thread.
struct PgSql {
    explicit PgSql(const QString& storeUrl, const QString& user = {}) {
        QUrl u(storeUrl);
        QUrlQuery q(u);
        table = q.queryItemValue(QStringLiteral("table")).toStdString();
        u.setQuery(QString());
        if (!user.isEmpty())
            u.setUserName(user);
        conn = std::make_unique<pqxx::connection>(u.toString().toStdString());
    }
    /// Runs `sql` in a transaction of its own and commits it.
    pqxx::result exec(const std::string& sql) {
        pqxx::work tx(*conn);
        pqxx::result r = tx.exec(sql);
        tx.commit();
        return r;
    }
    /// The first column of the first row as a number.
    long long number(const std::string& sql) { return exec(sql)[0][0].as<long long>(); }
    /// The table, quoted.
    std::string t() const { return '"' + table + '"'; }

    std::string table;
    std::unique_ptr<pqxx::connection> conn;
};

/// `url` with the query item name=value added (a libpq option such as application_name).
inline QString withParam(const QString& url, const QString& name, const QString& value) {
    QUrl u(url);
    QUrlQuery q(u);
    q.addQueryItem(name, value);
    u.setQuery(q);
    return u.toString(QUrl::FullyEncoded);
}

} // namespace idem::test
