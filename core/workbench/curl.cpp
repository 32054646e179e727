// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "workbench/curl.h"

#include "base/errors.h"

#include <QHash>
#include <QSet>

namespace idem::workbench {
namespace {

int hexValue(QChar c) {
    const ushort u = c.unicode();
    if (u >= '0' && u <= '9')
        return u - '0';
    if (u >= 'a' && u <= 'f')
        return u - 'a' + 10;
    if (u >= 'A' && u <= 'F')
        return u - 'A' + 10;
    return -1;
}

/// A command line that cannot be split: the one error of core (ADR 0003).
[[noreturn]] void fail(const QString& text) {
    throw Error(ErrorKind::BadInput, text);
}

} // namespace

QStringList splitShellWords(const QString& line) {
    QStringList words;
    QString word;
    bool inWord = false;
    const qsizetype n = line.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('\\')) {
            if (i + 1 >= n)
                fail(QStringLiteral("The command ends with a backslash."));
            const QChar next = line.at(++i);
            if (next == QLatin1Char('\n'))
                continue; // line continuation
            if (next == QLatin1Char('\r') && i + 1 < n && line.at(i + 1) == QLatin1Char('\n')) {
                ++i;
                continue;
            }
            word += next;
            inWord = true;
        } else if (c == QLatin1Char('\'')) {
            const qsizetype end = line.indexOf(QLatin1Char('\''), i + 1);
            if (end < 0)
                fail(QStringLiteral("A single quote (') is not closed."));
            word += line.mid(i + 1, end - i - 1);
            inWord = true;
            i = end;
        } else if (c == QLatin1Char('$') && i + 1 < n && line.at(i + 1) == QLatin1Char('\'')) {
            // ANSI-C quoting, as browsers' "Copy as cURL (bash)" writes bodies.
            qsizetype j = i + 2;
            bool closed = false;
            for (; j < n; ++j) {
                const QChar d = line.at(j);
                if (d == QLatin1Char('\'')) {
                    closed = true;
                    break;
                }
                if (d != QLatin1Char('\\') || j + 1 >= n) {
                    word += d;
                    continue;
                }
                const QChar e = line.at(++j);
                switch (e.unicode()) {
                case 'n': word += QLatin1Char('\n'); break;
                case 't': word += QLatin1Char('\t'); break;
                case 'r': word += QLatin1Char('\r'); break;
                case 'x': {
                    int value = 0;
                    int digits = 0;
                    while (digits < 2 && j + 1 < n && hexValue(line.at(j + 1)) >= 0) {
                        value = value * 16 + hexValue(line.at(++j));
                        ++digits;
                    }
                    if (digits == 0)
                        word += QStringLiteral("\\x");
                    else
                        word += QChar(value);
                    break;
                }
                default: word += e; break; // \\ \' \" and anything else: the character
                }
            }
            if (!closed)
                fail(QStringLiteral("A $'...' quote is not closed."));
            inWord = true;
            i = j;
        } else if (c == QLatin1Char('"')) {
            qsizetype j = i + 1;
            bool closed = false;
            for (; j < n; ++j) {
                const QChar d = line.at(j);
                if (d == QLatin1Char('"')) {
                    closed = true;
                    break;
                }
                if (d == QLatin1Char('\\') && j + 1 < n) {
                    const QChar e = line.at(j + 1);
                    if (e == QLatin1Char('\n')) {
                        ++j;
                        continue;
                    }
                    if (e == QLatin1Char('"') || e == QLatin1Char('\\') || e == QLatin1Char('$') ||
                        e == QLatin1Char('`')) {
                        word += e;
                        ++j;
                        continue;
                    }
                }
                word += d;
            }
            if (!closed)
                fail(QStringLiteral("A double quote (\") is not closed."));
            inWord = true;
            i = j;
        } else if (c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\n') ||
                   c == QLatin1Char('\r')) {
            if (inWord) {
                words.append(word);
                word.clear();
                inWord = false;
            }
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words.append(word);
    return words;
}

namespace {

enum class Opt { Url, Method, Header, Data, DataRaw, Json, User, UserAgent, Referer, Flag, Get,
                 Insecure };

struct OptInfo {
    Opt opt;
    bool takesValue;
};

const QHash<QString, OptInfo>& longOptions() {
    static const QHash<QString, OptInfo> options{
        {QStringLiteral("--url"), {Opt::Url, true}},
        {QStringLiteral("--request"), {Opt::Method, true}},
        {QStringLiteral("--header"), {Opt::Header, true}},
        {QStringLiteral("--data"), {Opt::Data, true}},
        {QStringLiteral("--data-ascii"), {Opt::Data, true}},
        {QStringLiteral("--data-binary"), {Opt::Data, true}},
        {QStringLiteral("--data-raw"), {Opt::DataRaw, true}},
        {QStringLiteral("--json"), {Opt::Json, true}},
        {QStringLiteral("--user"), {Opt::User, true}},
        {QStringLiteral("--user-agent"), {Opt::UserAgent, true}},
        {QStringLiteral("--referer"), {Opt::Referer, true}},
        {QStringLiteral("--silent"), {Opt::Flag, false}},
        {QStringLiteral("--show-error"), {Opt::Flag, false}},
        {QStringLiteral("--include"), {Opt::Flag, false}},
        {QStringLiteral("--verbose"), {Opt::Flag, false}},
        {QStringLiteral("--compressed"), {Opt::Flag, false}},
        {QStringLiteral("--http1.1"), {Opt::Flag, false}},
        {QStringLiteral("--get"), {Opt::Get, false}},
        {QStringLiteral("--insecure"), {Opt::Insecure, false}},
    };
    return options;
}

const QHash<QChar, OptInfo>& shortOptions() {
    static const QHash<QChar, OptInfo> options{
        {QLatin1Char('X'), {Opt::Method, true}},   {QLatin1Char('H'), {Opt::Header, true}},
        {QLatin1Char('d'), {Opt::Data, true}},     {QLatin1Char('u'), {Opt::User, true}},
        {QLatin1Char('A'), {Opt::UserAgent, true}}, {QLatin1Char('e'), {Opt::Referer, true}},
        {QLatin1Char('s'), {Opt::Flag, false}},    {QLatin1Char('S'), {Opt::Flag, false}},
        {QLatin1Char('i'), {Opt::Flag, false}},    {QLatin1Char('v'), {Opt::Flag, false}},
        {QLatin1Char('G'), {Opt::Get, false}},     {QLatin1Char('k'), {Opt::Insecure, false}},
    };
    return options;
}

const QList<QByteArray>& keyHeaderNames() {
    static const QList<QByteArray> names{QByteArrayLiteral("Idempotency-Key"),
                                         QByteArrayLiteral("Idempotency-Token"),
                                         QByteArrayLiteral("Idempotent-Token")};
    return names;
}

bool hasHeader(const HeaderList& headers, const QByteArray& name) {
    for (const auto& field : headers) {
        if (field.first.compare(name, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

} // namespace

CurlImport importCurl(const QString& commandLine, const QByteArray& keyHeader) {
    CurlImport result;
    QStringList words;
    try {
        words = splitShellWords(commandLine.trimmed());
    } catch (const Error& e) {
        result.error = e.message();
        return result;
    }
    if (words.isEmpty() ||
        !(words.first() == QLatin1String("curl") || words.first().endsWith(QLatin1String("/curl")))) {
        result.error = QStringLiteral("The command must start with curl.");
        return result;
    }

    QString url;
    QString method;
    QStringList data;
    bool formData = false; // -d style: curl's default Content-Type applies
    bool json = false;
    HeaderList headers;
    QSet<QByteArray> suppressed; // "Name:" given
    QStringList unknown;
    QStringList refused;

    auto apply = [&](Opt opt, const QString& value, const QString& spelled) {
        switch (opt) {
        case Opt::Url:
            if (!url.isEmpty()) {
                refused << QStringLiteral("a second URL (%1)").arg(value);
                return;
            }
            url = value;
            return;
        case Opt::Method: method = value; return;
        case Opt::Header: {
            const qsizetype colon = value.indexOf(QLatin1Char(':'));
            if (colon <= 0) {
                refused << QStringLiteral("%1 '%2' (a header is 'Name: value')").arg(spelled, value);
                return;
            }
            const QByteArray name = value.left(colon).trimmed().toLatin1();
            const QByteArray fieldValue = value.mid(colon + 1).trimmed().toLatin1();
            if (fieldValue.isEmpty()) {
                suppressed.insert(name.toLower());
                return;
            }
            headers.append({name, fieldValue});
            return;
        }
        case Opt::Data:
            if (value.startsWith(QLatin1Char('@'))) {
                refused << QStringLiteral("%1 %2 (reading the body from a file; paste the body "
                                          "or use --data-raw)")
                               .arg(spelled, value);
                return;
            }
            formData = true;
            data << value;
            return;
        case Opt::DataRaw:
            formData = true;
            data << value;
            return;
        case Opt::Json:
            if (value.startsWith(QLatin1Char('@'))) {
                refused << QStringLiteral("%1 %2 (reading the body from a file)").arg(spelled, value);
                return;
            }
            json = true;
            data << value;
            return;
        case Opt::User: {
            if (!value.contains(QLatin1Char(':'))) {
                refused << QStringLiteral("%1 without a password (curl would prompt for it)")
                               .arg(spelled);
                return;
            }
            headers.append({QByteArrayLiteral("Authorization"),
                            "Basic " + value.toUtf8().toBase64()});
            return;
        }
        case Opt::UserAgent: headers.append({QByteArrayLiteral("User-Agent"), value.toLatin1()}); return;
        case Opt::Referer: headers.append({QByteArrayLiteral("Referer"), value.toLatin1()}); return;
        case Opt::Flag: return;
        case Opt::Get:
            refused << QStringLiteral("%1 (sending the data as a query string)").arg(spelled);
            return;
        case Opt::Insecure:
            refused << QStringLiteral("%1 (the workbench always verifies TLS certificates)")
                           .arg(spelled);
            return;
        }
    };

    for (qsizetype i = 1; i < words.size(); ++i) {
        const QString& w = words.at(i);
        if (w.startsWith(QLatin1String("--"))) {
            const auto it = longOptions().constFind(w);
            if (it == longOptions().cend()) {
                unknown << w;
                continue;
            }
            if (it->takesValue) {
                if (i + 1 >= words.size()) {
                    refused << QStringLiteral("%1 without its value").arg(w);
                    break;
                }
                apply(it->opt, words.at(++i), w);
            } else {
                apply(it->opt, {}, w);
            }
        } else if (w.startsWith(QLatin1Char('-')) && w.size() > 1) {
            // A group of short flags (-sS), or one short option with its value attached (-XPOST)
            // or in the next word.
            for (qsizetype j = 1; j < w.size(); ++j) {
                const QChar c = w.at(j);
                const auto it = shortOptions().constFind(c);
                const QString spelled = QStringLiteral("-") + c;
                if (it == shortOptions().cend()) {
                    unknown << spelled;
                    break;
                }
                if (!it->takesValue) {
                    apply(it->opt, {}, spelled);
                    continue;
                }
                if (j + 1 < w.size()) {
                    apply(it->opt, w.mid(j + 1), spelled);
                } else if (i + 1 < words.size()) {
                    apply(it->opt, words.at(++i), spelled);
                } else {
                    refused << QStringLiteral("%1 without its value").arg(spelled);
                }
                break;
            }
        } else {
            apply(Opt::Url, w, QString());
        }
    }

    if (!unknown.isEmpty()) {
        unknown.removeDuplicates();
        result.error = QStringLiteral("Unsupported curl option%1: %2.")
                           .arg(unknown.size() > 1 ? QStringLiteral("s") : QString(),
                                unknown.join(QStringLiteral(", ")));
        return result;
    }
    if (!refused.isEmpty()) {
        result.error = QStringLiteral("Not supported: %1.").arg(refused.join(QStringLiteral("; ")));
        return result;
    }
    if (url.isEmpty()) {
        result.error = QStringLiteral("The curl command has no URL.");
        return result;
    }

    RequestSpec& spec = result.spec;
    // curl assumes http:// for a URL without a scheme.
    if (!url.contains(QLatin1String("://")))
        url.prepend(QStringLiteral("http://"));
    spec.url = QUrl(url, QUrl::StrictMode);
    if (!spec.url.isValid()) {
        result.error = QStringLiteral("The URL %1 is not valid.").arg(url);
        return result;
    }
    spec.body = data.join(json && !formData ? QString() : QStringLiteral("&")).toUtf8();
    spec.method = !method.isEmpty() ? method.toLatin1()
                  : data.isEmpty()  ? QByteArrayLiteral("GET")
                                    : QByteArrayLiteral("POST");
    spec.key.clear();
    for (const auto& [name, value] : std::as_const(headers)) {
        bool isKey = false;
        for (const QByteArray& keyName : keyHeaderNames()) {
            if (name.compare(keyName, Qt::CaseInsensitive) == 0)
                isKey = true;
        }
        if (!keyHeader.isEmpty() && name.compare(keyHeader, Qt::CaseInsensitive) == 0)
            isKey = true;
        if (isKey && spec.key.isEmpty()) {
            spec.keyHeader = name;
            spec.key = QString::fromLatin1(value);
            continue;
        }
        spec.headers.append({name, value});
    }
    if (json) {
        if (!hasHeader(spec.headers, "Content-Type") && !suppressed.contains("content-type"))
            spec.headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")});
        if (!hasHeader(spec.headers, "Accept") && !suppressed.contains("accept"))
            spec.headers.append({QByteArrayLiteral("Accept"), QByteArrayLiteral("application/json")});
    } else if (formData && !hasHeader(spec.headers, "Content-Type") &&
               !suppressed.contains("content-type")) {
        spec.headers.append({QByteArrayLiteral("Content-Type"),
                             QByteArrayLiteral("application/x-www-form-urlencoded")});
    }
    result.error = spec.problem();
    return result;
}

QString shellQuote(const QString& s) {
    if (s.isEmpty())
        return QStringLiteral("''");
    bool safe = true;
    for (const QChar c : s) {
        const ushort u = c.unicode();
        const bool ok = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') ||
                        QStringView(u"@%+=:,./-_").contains(c);
        if (!ok) {
            safe = false;
            break;
        }
    }
    if (safe)
        return s;
    QString out = QStringLiteral("'");
    for (const QChar c : s) {
        if (c == QLatin1Char('\''))
            out += QStringLiteral("'\\''");
        else
            out += c;
    }
    out += QLatin1Char('\'');
    return out;
}

QString exportCurl(const RequestSpec& spec) {
    QStringList parts;
    parts << QStringLiteral("curl -X %1 %2")
                 .arg(shellQuote(QString::fromLatin1(spec.method)),
                      shellQuote(spec.url.toString(QUrl::FullyEncoded)));
    for (const auto& [name, value] : spec.wireHeaders())
        parts << QStringLiteral("-H ") +
                     shellQuote(QString::fromLatin1(name) + QStringLiteral(": ") +
                                QString::fromLatin1(value));
    if (!spec.body.isEmpty()) {
        if (!hasHeader(spec.headers, "Content-Type"))
            parts << QStringLiteral("-H 'Content-Type:'");
        parts << QStringLiteral("--data-raw ") + shellQuote(QString::fromUtf8(spec.body));
    }
    return parts.join(QStringLiteral(" \\\n  "));
}

} // namespace idem::workbench
