// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "connectionprofile.h"

#include <QAbstractListModel>
#include <QList>
#include <memory>
#include <optional>

class QSettings;

namespace idem::ui {

/// The saved connection profiles, as a list model (one row per profile; the built-in Demo
/// profile is always row 0 and is never saved, edited or removed; a store opened by URL is a
/// last, session-only row, see setAdHoc()). The profile the console has open is bold.
///
/// Kept in QSettings (organisation "IdemScope", application "idemscope", group "connections");
/// every change is saved at once. What is saved never holds a secret: URLs are stored without
/// their password (see urlWithoutSecret), and the password lives in the OS keychain. Every new
/// profile (add, duplicate, import) is read-only; only update() may allow writes.
///
/// Settings and import files are input from outside: at most kMaxProfiles profiles, names of at
/// most kMaxNameLength characters, URLs the stores' parsers accept; anything else is skipped.
///
/// Threads: GUI thread.
class ConnectionProfiles : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        UrlRole,
        ReadOnlyRole,
        ProductionRole,
        DemoRole,
        HasPasswordRole,
        ProfileRole, ///< The whole ConnectionProfile as a QVariant.
    };
    static constexpr int kMaxProfiles = 500;
    static constexpr int kMaxNameLength = 200;
    static constexpr qint64 kMaxImportBytes = 1024 * 1024;

    /// The user's settings (QSettings("IdemScope", "idemscope")).
    explicit ConnectionProfiles(QObject* parent = nullptr);
    /// An INI file of its own (tests, portable setups).
    explicit ConnectionProfiles(const QString& settingsFile, QObject* parent = nullptr);
    ~ConnectionProfiles() override;

    /// The built-in Demo profile: id "demo", writes allowed (its store is a throwaway temporary
    /// file made for practice), never production.
    static ConnectionProfile demoProfile();

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    QList<ConnectionProfile> profiles() const { return m_profiles; }
    std::optional<ConnectionProfile> profile(const QString& id) const;
    int rowOf(const QString& id) const;

    /// The id of the ad-hoc entry: a store opened from a URL (idemscope --store), not a saved
    /// profile. Shown last, for this session only: never saved, exported, edited or removed.
    static QString adHocId();
    /// Shows `profile` (its url, else its connectUrl, redacted; named after it) as the ad-hoc
    /// entry, replacing the one before. The model keeps no secret of it.
    void setAdHoc(const ConnectionProfile& profile);
    /// The profile the console has open, shown in bold; empty for none.
    void setOpenId(const QString& id);
    QString openId() const { return m_openId; }

    /// Adds a profile with a new id, read-only whatever `profile` says, its URL without
    /// password, and returns it. Throws idem::Error(BadInput) for an empty or too long name, a
    /// URL the store would refuse, or too many profiles.
    ConnectionProfile add(ConnectionProfile profile);
    /// Replaces the saved profile with the same id (name, url, readOnly, production,
    /// hasPassword, hasSslPassword). Throws idem::Error: NotFound for an unknown id, BadInput as
    /// add() and for the Demo profile.
    void update(const ConnectionProfile& profile);
    /// A read-only copy named "<name> (copy)"; throws like update().
    ConnectionProfile duplicate(const QString& id);
    /// False when there is no such profile (or it is the Demo profile).
    bool remove(const QString& id);

    /// The saved profiles (not Demo) as JSON: {"format":"idemscope-connections","version":1,
    /// "profiles":[{"name","url","readOnly","production","hasPassword"[,"hasSslPassword"]}]}.
    /// Never a password.
    QByteArray exportJson() const;
    /// Adds the profiles of an exported file, each as a new read-only profile (a name already
    /// used gets " (2)", " (3)", ...). Returns how many were added; -1 with `error` set when the
    /// file is not such an export. Profiles with a bad name or URL are skipped and counted in
    /// `skipped`.
    int importJson(const QByteArray& json, QString* error, int* skipped = nullptr);
    bool exportToFile(const QString& path, QString* error) const;
    int importFromFile(const QString& path, QString* error, int* skipped = nullptr);

    /// Reads the settings again (another window may have changed them).
    void reload();

private:
    void load();
    void save();
    static void check(const ConnectionProfile& profile);
    QString uniqueName(const QString& wanted) const;

    std::unique_ptr<QSettings> m_settings;
    QList<ConnectionProfile> m_profiles; ///< Demo first.
    std::optional<ConnectionProfile> m_adHoc; ///< The row after m_profiles, if any.
    QString m_openId;
};

} // namespace idem::ui
