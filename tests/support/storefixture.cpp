#include "support/storefixture.h"

#include "sqlite/sqlitestore.h"
#include "token/generator.h"

#include <QTest>

namespace idem::test {

FreshStore::FreshStore(const QString& spec) {
    if (spec == QLatin1String("sqlite-file")) {
        QVERIFY2(m_dir.isValid(), "cannot create a temporary folder");
        m_sharedUrl = SqliteStore::urlForPath(m_dir.filePath(QStringLiteral("store.db")));
        m_store = openStore(m_sharedUrl);
    } else {
        m_store = openStore(spec);
    }
}

FreshStore::~FreshStore() = default;

std::unique_ptr<TokenStore> FreshStore::openAnother() const {
    if (m_sharedUrl.isEmpty())
        return nullptr;
    return openStore(m_sharedUrl);
}

QString takeStoreSpec(int& argc, char** argv) {
    QString spec = QStringLiteral("sqlite-file");
    for (int i = 1; i + 1 < argc; ++i) {
        if (qstrcmp(argv[i], "-store") == 0) {
            spec = QString::fromLocal8Bit(argv[i + 1]);
            for (int j = i; j + 2 < argc; ++j)
                argv[j] = argv[j + 2];
            argc -= 2;
            break;
        }
    }
    return spec;
}

RequestIdentity testRequest(const QByteArray& body) {
    return RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/orders"), body);
}

AcquireRequest acquireRequest(const QString& key, const QByteArray& body) {
    AcquireRequest r;
    r.key = key;
    r.request = testRequest(body);
    r.owner = TokenGenerator::owner();
    return r;
}

} // namespace idem::test
