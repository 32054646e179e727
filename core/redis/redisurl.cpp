// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Strict parsing of redis:// and rediss:// URLs, by hand rather than with QUrl: QUrl's tolerant
// fixes (case folding, IDNA, accepting an empty port) would make "what the user typed" and "what
// we connect to" drift apart. Messages name the part that is wrong and never repeat a value,
// because the value may be a password or carry control characters.
#include "redis/redisurl.h"

#include "base/errors.h"
#include "util/duration.h"

#include <QHostAddress>
#include <QRegularExpression>
#include <QSet>

namespace idem::redis {

namespace {

[[noreturn]] void bad(const QString& sentence) {
    throw Error(ErrorKind::BadInput, QStringLiteral("Invalid Redis URL: %1.").arg(sentence));
}

bool hasControl(const QString& text) {
    for (const QChar c : text) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f || c.category() == QChar::Other_Format ||
            (c.unicode() >= 0x80 && c.unicode() < 0xa0))
            return true;
    }
    return false;
}

int hexValue(QChar c) {
    if (c >= u'0' && c <= u'9')
        return c.unicode() - u'0';
    if (c >= u'a' && c <= u'f')
        return c.unicode() - u'a' + 10;
    if (c >= u'A' && c <= u'F')
        return c.unicode() - u'A' + 10;
    return -1;
}

/// Percent-decodes `text` as UTF-8; std::nullopt on a broken escape or invalid UTF-8.
std::optional<QString> decode(QStringView text) {
    QByteArray bytes;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == u'%') {
            const int high = i + 2 < text.size() ? hexValue(text.at(i + 1)) : -1;
            const int low = i + 2 < text.size() ? hexValue(text.at(i + 2)) : -1;
            if (high < 0 || low < 0)
                return std::nullopt;
            bytes.append(char(high * 16 + low));
            i += 2;
        } else if (c.unicode() < 0x80) {
            bytes.append(char(c.unicode()));
        } else {
            bytes.append(QString(c).toUtf8());
        }
    }
    const QString out = QString::fromUtf8(bytes);
    if (out.toUtf8() != bytes)
        return std::nullopt;
    return out;
}

bool isHostName(QStringView host) {
    static const QRegularExpression re(
        QStringLiteral("^(?=.{1,253}$)[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?"
                       "(?:\\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\\.?$"));
    return re.match(host).hasMatch();
}

bool isPlainDigits(QStringView text, qsizetype maxLength) {
    if (text.isEmpty() || text.size() > maxLength)
        return false;
    for (const QChar c : text) {
        if (c < u'0' || c > u'9')
            return false;
    }
    return true;
}

/// Percent-encodes everything but unreserved characters, for redacted().
QString encode(const QString& text) {
    return QString::fromLatin1(text.toUtf8().toPercentEncoding());
}

/// One `host[:port]` (IPv6 in brackets), with `defaultPort` when none is given.
RedisNode parseNode(QStringView hostPort, quint16 defaultPort) {
    RedisNode out;
    out.port = defaultPort;
    QStringView portText;
    bool hasPort = false;
    if (hostPort.startsWith(u'[')) {
        const qsizetype close = hostPort.indexOf(u']');
        if (close < 0)
            bad(QStringLiteral("an IPv6 address in brackets lacks its ']'"));
        const QString address = hostPort.mid(1, close - 1).toString();
        QHostAddress parsed;
        if (!parsed.setAddress(address) || parsed.protocol() != QAbstractSocket::IPv6Protocol)
            bad(QStringLiteral("the address in brackets is not an IPv6 address"));
        out.host = address;
        const QStringView after = hostPort.mid(close + 1);
        if (!after.isEmpty()) {
            if (!after.startsWith(u':'))
                bad(QStringLiteral("only ':port' may follow an IPv6 address"));
            portText = after.mid(1);
            hasPort = true;
        }
    } else {
        QStringView host = hostPort;
        if (const qsizetype colon = hostPort.indexOf(u':'); colon >= 0) {
            host = hostPort.left(colon);
            portText = hostPort.mid(colon + 1);
            hasPort = true;
        }
        if (host.isEmpty())
            bad(QStringLiteral("the host is missing"));
        if (!isHostName(host))
            bad(QStringLiteral("the host is not a host name or an IP address (IPv6 goes in [])"));
        out.host = host.toString();
    }
    if (hasPort) {
        const int port = isPlainDigits(portText, 5) ? portText.toInt() : 0;
        if (port < 1 || port > 65535)
            bad(QStringLiteral("the port must be a number from 1 to 65535"));
        out.port = quint16(port);
    }
    return out;
}

} // namespace

QString RedisNode::text() const {
    return (host.contains(u':') ? QStringLiteral("[%1]").arg(host) : host) + u':' +
           QString::number(port);
}

RedisUrl RedisUrl::parse(const QString& url) {
    RedisUrl out;
    if (url.size() > 4096)
        bad(QStringLiteral("it is longer than 4096 characters"));
    if (hasControl(url) || url.contains(u' '))
        bad(QStringLiteral("it contains a space or a control character"));

    const qsizetype schemeEnd = url.indexOf(QLatin1String("://"));
    const QString scheme = schemeEnd > 0 ? url.left(schemeEnd) : QString();
    if (scheme == QLatin1String("redis")) {
        out.tls = false;
    } else if (scheme == QLatin1String("rediss")) {
        out.tls = true;
    } else if (scheme == QLatin1String("redis+cluster") ||
               scheme == QLatin1String("rediss+cluster")) {
        out.topology = Topology::Cluster;
        out.tls = scheme.startsWith(QLatin1String("rediss"));
    } else if (scheme == QLatin1String("redis+sentinel")) {
        out.topology = Topology::Sentinel;
    } else {
        bad(QStringLiteral("it must start with redis://, rediss://, redis+cluster://, "
                           "rediss+cluster:// or redis+sentinel://"));
    }
    const bool multi = out.topology != Topology::Single;

    QStringView rest = QStringView(url).mid(schemeEnd + 3);
    if (rest.contains(u'#'))
        bad(QStringLiteral("a fragment (#...) is not allowed"));
    QStringView query;
    if (const qsizetype q = rest.indexOf(u'?'); q >= 0) {
        query = rest.mid(q + 1);
        rest = rest.left(q);
    }
    QStringView path;
    if (const qsizetype slash = rest.indexOf(u'/'); slash >= 0) {
        path = rest.mid(slash);
        rest = rest.left(slash);
    }

    // Authority: [user[:password]@]host[:port]. The last '@' ends the user part: a host never
    // holds one, a password might.
    QStringView hostPort = rest;
    if (const qsizetype at = rest.lastIndexOf(u'@'); at >= 0) {
        const QStringView userInfo = rest.left(at);
        hostPort = rest.mid(at + 1);
        const qsizetype colon = userInfo.indexOf(u':');
        const auto user = decode(colon >= 0 ? userInfo.left(colon) : userInfo);
        if (!user)
            bad(QStringLiteral("the user name has a broken %-escape or is not UTF-8"));
        if (hasControl(*user) || user->contains(u' '))
            bad(QStringLiteral("the user name contains a space or a control character"));
        out.user = *user;
        if (colon >= 0) {
            const auto password = decode(userInfo.mid(colon + 1));
            if (!password)
                bad(QStringLiteral("the password has a broken %-escape or is not UTF-8"));
            out.password = *password;
        }
        if (out.user.isEmpty() && out.password.isEmpty())
            bad(QStringLiteral("'@' is given without a user name or password"));
    }

    if (hostPort.isEmpty())
        bad(QStringLiteral("the host is missing"));
    if (!multi && hostPort.contains(u','))
        bad(QStringLiteral("several hosts need redis+cluster:// or redis+sentinel://"));
    if (!multi) {
        const RedisNode node = parseNode(hostPort, out.port);
        out.host = node.host;
        out.port = node.port;
    } else {
        // Cluster seeds and sentinels: host:port[,host:port...], each port defaulting to the
        // usual one (6379, or 26379 for a sentinel).
        const quint16 defaultPort = out.topology == Topology::Sentinel ? 26379 : 6379;
        const auto parts = hostPort.split(u',');
        if (parts.size() > 64)
            bad(QStringLiteral("more than 64 nodes are given"));
        for (const QStringView part : parts) {
            if (part.isEmpty())
                bad(QStringLiteral("a node is missing between commas"));
            const RedisNode node = parseNode(part, defaultPort);
            if (out.nodes.contains(node))
                bad(QStringLiteral("a node is given twice"));
            out.nodes.append(node);
        }
        out.host = out.nodes.constFirst().host;
        out.port = out.nodes.constFirst().port;
    }

    if (out.topology == Topology::Sentinel) {
        static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9._-]{1,64}$"));
        const QString name = path.isEmpty() ? QString() : path.mid(1).toString();
        if (!re.match(name).hasMatch())
            bad(QStringLiteral("the path must be the master's name, as in "
                               "redis+sentinel://host:26379/mymaster (1 to 64 of A-Z a-z 0-9 . _ "
                               "-; the database goes in ?db=)"));
        out.masterName = name;
    } else if (!path.isEmpty() && path != u"/") {
        const QStringView db = path.mid(1);
        const int index = isPlainDigits(db, 2) ? db.toInt() : -1;
        if (out.topology == Topology::Cluster && index != 0)
            bad(QStringLiteral("a cluster has only database 0: leave the path out"));
        if (index < 0 || index > 15)
            bad(QStringLiteral("the path must be a database number from /0 to /15"));
        out.db = index;
    }

    QSet<QString> seen;
    const auto options = query.split(u'&');
    // The sentinels' password, wherever it stands in the query, is never repeated either.
    QString sentinelSecret;
    for (const QStringView option : options) {
        if (option.startsWith(u"sentinel_password="))
            sentinelSecret = decode(option.mid(18)).value_or(QString());
    }
    for (const QStringView option : options) {
        if (option.isEmpty() && options.size() == 1)
            break; // "host?" with nothing after it
        if (option.isEmpty())
            bad(QStringLiteral("the query has an empty option ('&&' or a '&' at an end)"));
        const qsizetype eq = option.indexOf(u'=');
        const QString name = (eq >= 0 ? option.left(eq) : option).toString();
        static const QRegularExpression safeName(QStringLiteral("^[A-Za-z0-9_-]{1,32}$"));
        // A name is repeated only when it is plainly a name, and never when it holds the
        // password (someone who pasted the password in the wrong place).
        const bool showable = safeName.match(name).hasMatch() &&
                              (out.password.isEmpty() || !name.contains(out.password)) &&
                              (sentinelSecret.isEmpty() || !name.contains(sentinelSecret));
        const QString shownName =
            showable ? QStringLiteral("'%1'").arg(name) : QStringLiteral("with an unreadable name");
        if (eq < 0)
            bad(QStringLiteral("the option %1 has no '=value'").arg(shownName));
        if (seen.contains(name))
            bad(QStringLiteral("the option %1 is given twice").arg(shownName));
        seen.insert(name);
        const auto decoded = decode(option.mid(eq + 1));
        if (!decoded)
            bad(QStringLiteral("the value of %1 has a broken %-escape or is not UTF-8")
                    .arg(shownName));
        const QString value = *decoded;
        if (hasControl(value))
            bad(QStringLiteral("the value of %1 contains a control character").arg(shownName));

        if (name == QLatin1String("ns")) {
            static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9_.:-]{1,64}$"));
            if (!re.match(value).hasMatch())
                bad(QStringLiteral("ns must be 1 to 64 characters of A-Z a-z 0-9 _ . : -"));
            out.ns = value;
        } else if (name == QLatin1String("layout")) {
            if (value == QLatin1String("native"))
                out.layout = Layout::Native;
            else if (value == QLatin1String("seed"))
                out.layout = Layout::Seed;
            else
                bad(QStringLiteral("layout must be native or seed"));
        } else if (name == QLatin1String("cacert") || name == QLatin1String("cert") ||
                   name == QLatin1String("key") || name == QLatin1String("sni") ||
                   name == QLatin1String("verify")) {
            if (!out.tls)
                bad(QStringLiteral("the option %1 only applies to rediss:// (TLS)").arg(shownName));
            if (value.isEmpty())
                bad(QStringLiteral("the option %1 has an empty value").arg(shownName));
            if (name == QLatin1String("cacert")) {
                out.caCertFile = value;
            } else if (name == QLatin1String("cert")) {
                out.certFile = value;
            } else if (name == QLatin1String("key")) {
                out.keyFile = value;
            } else if (name == QLatin1String("sni")) {
                if (!isHostName(value))
                    bad(QStringLiteral("sni must be a host name"));
                out.sni = value;
            } else if (value == QLatin1String("true")) {
                out.verifyPeer = true;
            } else if (value == QLatin1String("false")) {
                out.verifyPeer = false;
            } else {
                bad(QStringLiteral("verify must be true or false"));
            }
        } else if (name == QLatin1String("connect_timeout") || name == QLatin1String("timeout")) {
            const auto duration = parseDuration(value);
            if (!duration || duration->count() <= 0)
                bad(QStringLiteral("%1 must be a duration above zero with a unit, such as 5s or "
                                   "500ms")
                        .arg(name));
            (name == QLatin1String("timeout") ? out.commandTimeout : out.connectTimeout) =
                *duration;
        } else if (name == QLatin1String("db") || name == QLatin1String("sentinel_user") ||
                   name == QLatin1String("sentinel_password")) {
            if (out.topology != Topology::Sentinel)
                bad(QStringLiteral("the option %1 only applies to redis+sentinel://")
                        .arg(shownName));
            if (name == QLatin1String("db")) {
                const int index = isPlainDigits(value, 2) ? value.toInt() : -1;
                if (index < 0 || index > 15)
                    bad(QStringLiteral("db must be a database number from 0 to 15"));
                out.db = index;
            } else if (value.isEmpty()) {
                bad(QStringLiteral("the option %1 has an empty value").arg(shownName));
            } else if (name == QLatin1String("sentinel_user")) {
                if (value.contains(u' '))
                    bad(QStringLiteral("sentinel_user contains a space"));
                out.sentinelUser = value;
            } else {
                out.sentinelPassword = value;
            }
        } else {
            bad(QStringLiteral("the option %1 is unknown (known: ns, layout, cacert, cert, key, "
                               "sni, verify, connect_timeout, timeout%2)")
                    .arg(shownName, out.topology == Topology::Sentinel
                                        ? QStringLiteral(", db, sentinel_user, sentinel_password")
                                        : QString()));
        }
    }
    if (out.topology == Topology::Cluster && out.layout == Layout::Seed)
        bad(QStringLiteral("layout=seed is not supported on a cluster (the seed's keys have no "
                           "hash tags, so one operation could span slots); use layout=native"));
    if (out.certFile.isEmpty() != out.keyFile.isEmpty())
        bad(QStringLiteral("a client certificate needs both cert and key"));
    return out;
}

QString RedisUrl::redacted() const {
    QString out;
    switch (topology) {
    case Topology::Single:
        out = tls ? QStringLiteral("rediss://") : QStringLiteral("redis://");
        break;
    case Topology::Cluster:
        out = tls ? QStringLiteral("rediss+cluster://") : QStringLiteral("redis+cluster://");
        break;
    case Topology::Sentinel:
        out = QStringLiteral("redis+sentinel://");
        break;
    }
    if (!user.isEmpty() || !password.isEmpty()) {
        out += encode(user);
        if (!password.isEmpty())
            out += QStringLiteral(":***");
        out += u'@';
    }
    if (topology == Topology::Single) {
        out += RedisNode{host, port}.text();
        if (db != 0)
            out += QStringLiteral("/%1").arg(db);
    } else {
        QStringList all;
        for (const RedisNode& node : nodes)
            all << node.text();
        out += all.join(u',');
        if (topology == Topology::Sentinel)
            out += u'/' + masterName;
    }

    QStringList options;
    const RedisUrl defaults;
    if (ns != defaults.ns)
        options << QStringLiteral("ns=") + ns;
    if (layout != defaults.layout)
        options << QStringLiteral("layout=seed");
    if (!caCertFile.isEmpty())
        options << QStringLiteral("cacert=") + encode(caCertFile);
    if (!certFile.isEmpty())
        options << QStringLiteral("cert=") + encode(certFile);
    if (!keyFile.isEmpty())
        options << QStringLiteral("key=") + encode(keyFile);
    if (!sni.isEmpty())
        options << QStringLiteral("sni=") + sni;
    if (!verifyPeer)
        options << QStringLiteral("verify=false");
    if (connectTimeout != defaults.connectTimeout)
        options << QStringLiteral("connect_timeout=") + formatDuration(connectTimeout);
    if (commandTimeout != defaults.commandTimeout)
        options << QStringLiteral("timeout=") + formatDuration(commandTimeout);
    if (topology == Topology::Sentinel && db != 0)
        options << QStringLiteral("db=%1").arg(db);
    if (!sentinelUser.isEmpty())
        options << QStringLiteral("sentinel_user=") + encode(sentinelUser);
    if (!sentinelPassword.isEmpty())
        options << QStringLiteral("sentinel_password=***");
    if (!options.isEmpty())
        out += u'?' + options.join(u'&');
    return out;
}

RedisUrl RedisUrl::forNode(const RedisNode& node) const {
    RedisUrl out = *this;
    out.topology = Topology::Single;
    out.host = node.host;
    out.port = node.port;
    out.nodes.clear();
    out.masterName.clear();
    out.sentinelUser.clear();
    out.sentinelPassword.clear();
    return out;
}

RedisUrl RedisUrl::forSentinel(const RedisNode& node) const {
    RedisUrl out = forNode(node);
    out.user = sentinelUser;
    out.password = sentinelPassword;
    out.db = 0;
    return out;
}

QString RedisUrl::transport() const {
    if (!tls)
        return QStringLiteral("plain TCP");
    return verifyPeer ? QStringLiteral("TLS verified")
                      : QStringLiteral("TLS, certificate not verified");
}

QString RedisUrl::transportWarning() const {
    if (!tls || verifyPeer)
        return {};
    return QStringLiteral("TLS certificate verification is off (verify=false): anyone on the "
                          "network path can pose as %1 and read or change tokens.")
        .arg(host);
}

} // namespace idem::redis
