// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QHash>
#include <QObject>
#include <QString>
#include <functional>

namespace idem::ui {

/// What a secret store answered.
struct SecretResult {
    enum class Status {
        Ok,          ///< Done; for a read, `secret` holds the password.
        NotFound,    ///< The store works but has no secret under this key.
        Unavailable, ///< No usable keychain (none installed, locked, refused, no D-Bus session).
    };
    Status status = Status::Unavailable;
    QString secret;
    QString error; ///< Why, for Unavailable (the keychain's own words).
};

/// Where profile passwords live: the OS keychain, keyed by profile id. Asynchronous, because a
/// keychain may block (D-Bus, an unlock prompt): every call answers later through `done`, on
/// the caller's thread, and not at all once `context` is destroyed. Secrets never go to
/// QSettings or any file of IdemScope's.
///
/// Threads: GUI thread (the thread that created it).
class SecretStore : public QObject {
    Q_OBJECT
public:
    using Done = std::function<void(const SecretResult&)>;

    using QObject::QObject;

    virtual void read(const QString& id, QObject* context, Done done) = 0;
    virtual void write(const QString& id, const QString& secret, QObject* context, Done done) = 0;
    virtual void remove(const QString& id, QObject* context, Done done) = 0;
};

/// The OS keychain through QtKeychain (Secret Service / KWallet on Linux, Credential Manager on
/// Windows, Keychain on macOS): service "IdemScope", key = profile id, insecure fallback off
/// (QtKeychain would otherwise write the password in clear to a settings file). Where no
/// keychain works, every call answers Unavailable and the console asks for the password.
class KeychainSecretStore : public SecretStore {
    Q_OBJECT
public:
    static constexpr const char* kService = "IdemScope";

    explicit KeychainSecretStore(QObject* parent = nullptr);

    void read(const QString& id, QObject* context, Done done) override;
    void write(const QString& id, const QString& secret, QObject* context, Done done) override;
    void remove(const QString& id, QObject* context, Done done) override;
};

/// A secret store in memory: the test double of the OS keychain (headless test machines have no
/// Secret Service), and nothing else. setAvailable(false) makes it answer like a keychain that
/// does not work. Answers are delivered later (queued), as a real keychain's are.
class MemorySecretStore : public SecretStore {
    Q_OBJECT
public:
    explicit MemorySecretStore(QObject* parent = nullptr);

    void read(const QString& id, QObject* context, Done done) override;
    void write(const QString& id, const QString& secret, QObject* context, Done done) override;
    void remove(const QString& id, QObject* context, Done done) override;

    void setAvailable(bool available) { m_available = available; }
    bool contains(const QString& id) const { return m_secrets.contains(id); }
    QString secret(const QString& id) const { return m_secrets.value(id); }

private:
    void answer(QObject* context, Done done, SecretResult result);

    QHash<QString, QString> m_secrets;
    bool m_available = true;
};

} // namespace idem::ui
