// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "secretstore.h"

#include <QPointer>
#include <QTimer>
#include <qt6keychain/keychain.h>

namespace idem::ui {
namespace {

SecretResult resultOf(const QKeychain::Job& job) {
    SecretResult out;
    switch (job.error()) {
    case QKeychain::NoError:
        out.status = SecretResult::Status::Ok;
        break;
    case QKeychain::EntryNotFound:
        out.status = SecretResult::Status::NotFound;
        break;
    default:
        // NoBackendAvailable, NotImplemented, AccessDenied(ByUser), OtherError (e.g. no D-Bus
        // session): whatever the reason, the keychain cannot be used now.
        out.status = SecretResult::Status::Unavailable;
        out.error = job.errorString();
        break;
    }
    return out;
}

/// Starts `job` (which deletes itself when done) and reports its result to `done`.
void run(QKeychain::Job* job, const QString& id, QObject* context, SecretStore::Done done,
         std::function<void(SecretResult&)> extra = {}) {
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(id);
    QPointer<QObject> guard(context);
    QObject::connect(job, &QKeychain::Job::finished, job,
                     [guard, done = std::move(done), extra = std::move(extra)](QKeychain::Job* j) {
                         SecretResult result = resultOf(*j);
                         if (extra && result.status == SecretResult::Status::Ok)
                             extra(result);
                         if (guard)
                             done(result);
                     });
    job->start();
}

} // namespace

KeychainSecretStore::KeychainSecretStore(QObject* parent) : SecretStore(parent) {}

void KeychainSecretStore::read(const QString& id, QObject* context, Done done) {
    auto* job = new QKeychain::ReadPasswordJob(QString::fromLatin1(kService), this);
    run(job, id, context, std::move(done),
        [job](SecretResult& result) { result.secret = job->textData(); });
}

void KeychainSecretStore::write(const QString& id, const QString& secret, QObject* context,
                                Done done) {
    auto* job = new QKeychain::WritePasswordJob(QString::fromLatin1(kService), this);
    job->setTextData(secret);
    run(job, id, context, std::move(done));
}

void KeychainSecretStore::remove(const QString& id, QObject* context, Done done) {
    auto* job = new QKeychain::DeletePasswordJob(QString::fromLatin1(kService), this);
    // Deleting what is not there is no failure.
    run(job, id, context, [done = std::move(done)](const SecretResult& r) {
        SecretResult out = r;
        if (out.status == SecretResult::Status::NotFound)
            out.status = SecretResult::Status::Ok;
        done(out);
    });
}

MemorySecretStore::MemorySecretStore(QObject* parent) : SecretStore(parent) {}

void MemorySecretStore::answer(QObject* context, Done done, SecretResult result) {
    QPointer<QObject> guard(context);
    QTimer::singleShot(0, this, [guard, done = std::move(done), result] {
        if (guard)
            done(result);
    });
}

void MemorySecretStore::read(const QString& id, QObject* context, Done done) {
    SecretResult r;
    if (!m_available) {
        r.error = QStringLiteral("The in-memory test keychain is switched off.");
    } else if (const auto it = m_secrets.constFind(id); it != m_secrets.cend()) {
        r.status = SecretResult::Status::Ok;
        r.secret = *it;
    } else {
        r.status = SecretResult::Status::NotFound;
    }
    answer(context, std::move(done), r);
}

void MemorySecretStore::write(const QString& id, const QString& secret, QObject* context,
                              Done done) {
    SecretResult r;
    if (!m_available) {
        r.error = QStringLiteral("The in-memory test keychain is switched off.");
    } else {
        m_secrets.insert(id, secret);
        r.status = SecretResult::Status::Ok;
    }
    answer(context, std::move(done), r);
}

void MemorySecretStore::remove(const QString& id, QObject* context, Done done) {
    SecretResult r;
    if (!m_available) {
        r.error = QStringLiteral("The in-memory test keychain is switched off.");
    } else {
        m_secrets.remove(id);
        r.status = SecretResult::Status::Ok;
    }
    answer(context, std::move(done), r);
}

} // namespace idem::ui
