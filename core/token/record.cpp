// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "token/record.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <array>
#include <optional>

namespace idem {

namespace {

/// A character that a JSON string holds as itself: printable ASCII but '"' and '\\'. Strings
/// made of these are the plain form that headersToJson() writes and plainHeaders() reads in
/// place; anything else goes through QJsonDocument both ways.
bool isPlainJsonChar(char32_t c) {
    return c >= 0x20 && c <= 0x7E && c != '"' && c != '\\';
}

/// Headers as headersToJson() writes them, `[["name","value"],...]` (or as PostgreSQL's jsonb
/// gives them back, with a space after each comma), read in place when every string is printable
/// ASCII without an escape: what a replay's stored headers nearly always are. std::nullopt for
/// anything else, which QJsonDocument then reads; on what it accepts, the result is the one
/// QJsonDocument gives. Through QJsonDocument's tree, the demo upstream's three fields took 9
/// allocations more per replay than here.
std::optional<QList<std::pair<QString, QByteArray>>> plainHeaders(QByteArrayView json) {
    qsizetype i = 0;
    const qsizetype n = json.size();
    const auto skipSpaces = [&] {
        while (i < n && json[i] == ' ')
            ++i;
    };
    const auto take = [&](char c) {
        skipSpaces();
        if (i == n || json[i] != c)
            return false;
        ++i;
        return true;
    };
    const auto string = [&]() -> std::optional<QByteArrayView> {
        if (!take('"'))
            return std::nullopt;
        const qsizetype from = i;
        for (; i < n && json[i] != '"'; ++i) {
            if (!isPlainJsonChar(static_cast<unsigned char>(json[i])))
                return std::nullopt;
        }
        if (i == n)
            return std::nullopt;
        return json.sliced(from, i++ - from);
    };
    QList<std::pair<QString, QByteArray>> out;
    if (!take('['))
        return std::nullopt;
    if (!take(']')) {
        do {
            if (!take('['))
                return std::nullopt;
            const auto name = string();
            if (!name || !take(','))
                return std::nullopt;
            const auto value = string();
            if (!value || !take(']'))
                return std::nullopt;
            out.append({QString::fromLatin1(*name), value->toByteArray()});
        } while (take(','));
        if (!take(']'))
            return std::nullopt;
    }
    skipSpaces();
    if (i != n)
        return std::nullopt;
    return out;
}

/// A header name against one of ours, without regard to case. Names of another length are not
/// compared at all (case folding maps one UTF-16 unit to one, so they cannot match): compare()
/// folds both to order them, which was 5,000 instructions per fresh request through the gateway.
bool sameHeaderName(const QString& name, QLatin1String ours) {
    return name.size() == ours.size() && name.compare(ours, Qt::CaseInsensitive) == 0;
}

} // namespace

QString stateName(State state) {
    switch (state) {
    case State::Pending:
        return QStringLiteral("pending");
    case State::Processing:
        return QStringLiteral("processing");
    case State::Completed:
        return QStringLiteral("completed");
    case State::Expired:
        return QStringLiteral("expired");
    }
    return QStringLiteral("expired");
}

std::optional<State> parseState(const QString& text) {
    for (State s : {State::Pending, State::Processing, State::Completed, State::Expired}) {
        if (text == stateName(s))
            return s;
    }
    return std::nullopt;
}

bool isReplayableHeader(const QString& name) {
    // The gateway's own marker passes too: the stores filter what they are given through this
    // function, and the gateway strips the marker from every upstream answer before storing it.
    if (sameHeaderName(name, QLatin1String(kAnswerLostHeader)))
        return true;
    static const std::array<QLatin1String, 12> allowed = {QLatin1String("content-type"),
                                                          QLatin1String("content-encoding"),
                                                          QLatin1String("content-language"),
                                                          QLatin1String("content-location"),
                                                          QLatin1String("content-disposition"),
                                                          QLatin1String("content-range"),
                                                          QLatin1String("etag"),
                                                          QLatin1String("last-modified"),
                                                          QLatin1String("vary"),
                                                          QLatin1String("cache-control"),
                                                          QLatin1String("location"),
                                                          QLatin1String("link")};
    for (const auto& a : allowed) {
        if (sameHeaderName(name, a))
            return true;
    }
    return false;
}

bool answerLost(const StoredResponse& response) {
    for (const auto& [name, value] : response.headers)
        if (sameHeaderName(name, QLatin1String(kAnswerLostHeader)))
            return true;
    return false;
}

QList<std::pair<QString, QByteArray>>
StoredResponse::replayableHeaders(const QList<std::pair<QString, QByteArray>>& headers) {
    QList<std::pair<QString, QByteArray>> out;
    for (const auto& h : headers) {
        if (isReplayableHeader(h.first))
            out.append(h);
    }
    return out;
}

QByteArray StoredResponse::headersToJson(const QList<std::pair<QString, QByteArray>>& headers) {
    // The plain form (isPlainJsonChar) needs no escape: written here in one buffer, the bytes
    // QJsonDocument's compact form gives (through its tree, the demo upstream's three fields took
    // about 50 allocations per completed request). Anything else goes through QJsonDocument.
    qsizetype size = 2;
    bool allPlain = true;
    for (const auto& [name, value] : headers) {
        size += name.size() + value.size() + 8;
        allPlain = allPlain &&
                   std::all_of(name.cbegin(), name.cend(),
                               [](QChar c) { return isPlainJsonChar(c.unicode()); }) &&
                   std::all_of(value.cbegin(), value.cend(), [](char c) {
                       return isPlainJsonChar(static_cast<unsigned char>(c));
                   });
    }
    if (allPlain) {
        QByteArray out;
        out.reserve(size);
        out += '[';
        for (const auto& [name, value] : headers) {
            if (out.size() > 1)
                out += ',';
            out += "[\"";
            for (QChar c : name)
                out += char(c.unicode());
            out += "\",\"";
            out += value;
            out += "\"]";
        }
        out += ']';
        return out;
    }
    QJsonArray array;
    for (const auto& [name, value] : headers)
        array.append(QJsonArray{name, QString::fromLatin1(value)});
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

QList<std::pair<QString, QByteArray>> StoredResponse::headersFromJson(const QByteArray& json) {
    if (auto plain = plainHeaders(json))
        return std::move(*plain);
    QList<std::pair<QString, QByteArray>> out;
    const QJsonArray array = QJsonDocument::fromJson(json).array();
    for (const auto& item : array) {
        const QJsonArray pair = item.toArray();
        if (pair.size() == 2)
            out.append({pair.at(0).toString(), pair.at(1).toString().toLatin1()});
    }
    return out;
}

} // namespace idem
