// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "connectionprofile.h"

#include <QHash>
#include <QPointer>
#include <QWidget>
#include <functional>

class QLabel;
class QListView;
class QPushButton;

namespace idem::ui {

class ConnectionProfiles;
class DemoEnvironment;
class PasswordDialog;
class ProfileEditor;
class SecretStore;

/// The connection manager: the saved profiles (Demo first) with New, Edit, Duplicate, Remove,
/// Import, Export and Connect. Connect (also a double click or Enter on a profile) fills in the
/// profile's connectUrl and emits connectRequested():
///   - Demo: starts the DemoEnvironment (once; it runs until the panel is destroyed or
///     stopDemo()) and connects to its store;
///   - a profile without password: its URL as is;
///   - a profile with password: the password from memory (asked earlier in this session), else
///     from the OS keychain, else — no keychain, or none saved — asked in a PasswordDialog and
///     then kept in memory only, until the application ends; a PostgreSQL client key's
///     passphrase (sslpassword) the same way, under the keychain key "<id>#sslpassword".
/// Passwords typed in the editor go to the keychain; where it does not work they are kept in
/// memory too, and the status line says so. No password is ever written to disk.
///
/// The last error is shown in plain words in the status line (objectName "statusLabel").
///
/// Threads: GUI thread.
class ConnectionsPanel : public QWidget {
    Q_OBJECT
public:
    /// The user's saved profiles (QSettings "IdemScope"/"idemscope") and the OS keychain.
    explicit ConnectionsPanel(QWidget* parent = nullptr);
    /// Given profiles and secret store (tests; portable setups). Neither is owned unless it has
    /// no parent, in which case the panel adopts it.
    ConnectionsPanel(ConnectionProfiles* profiles, SecretStore* secrets, QWidget* parent = nullptr);
    ~ConnectionsPanel() override;

    ConnectionProfiles* profiles() const { return m_profiles; }
    SecretStore* secrets() const { return m_secrets; }
    /// The Demo profile's environment (created on first use; nullptr before).
    DemoEnvironment* demoEnvironment() const { return m_demo; }

    /// The selected profile's id, or empty.
    QString currentProfileId() const;
    void selectProfile(const QString& id);

    /// Shows `profile` as the connection the console has open: bold and selected. A profile
    /// that is not in the list (an empty id: a URL given with idemscope --store) becomes the
    /// list's ad-hoc entry, named after its URL without password; connecting to that entry
    /// again uses the URL given here, secret included (kept in memory only).
    void showOpenProfile(const ConnectionProfile& profile);
    /// Connects to the profile `id` (see the class comment); the answer is connectRequested()
    /// or connectFailed(), possibly after a password prompt or the demo's start.
    void connectProfile(const QString& id);
    /// Opens the editor for a new profile / for `id` (window-modal, non-blocking).
    void newProfile();
    void editProfile(const QString& id);
    void duplicateProfile(const QString& id);
    /// Asks for confirmation, then removes the profile and its keychain entry.
    void removeProfile(const QString& id);
    /// File dialogs, then ConnectionProfiles::importFromFile / exportToFile.
    void importProfiles();
    void exportProfiles();

    /// Stops the demo environment if it runs (close the browser's demo connection first).
    void stopDemo();
    /// Forgets the passwords kept in memory.
    void forgetSessionPasswords() { m_sessionPasswords.clear(); }
    bool hasSessionPassword(const QString& id) const { return m_sessionPasswords.contains(id); }

    /// The text of the status line (the last error or notice, plain words).
    QString statusText() const;

signals:
    /// `profile.connectUrl` holds the URL to open, secret included; keep it in memory only.
    void connectRequested(const idem::ui::ConnectionProfile& profile);
    /// The connection could not even be prepared (demo failed to start, password prompt
    /// cancelled); `message` is plain words.
    void connectFailed(const idem::ui::ConnectionProfile& profile, const QString& message);
    /// A password prompt opened (tests fill it in).
    void passwordRequested(idem::ui::PasswordDialog* dialog);
    /// The editor opened (tests drive it).
    void editorOpened(idem::ui::ProfileEditor* editor);

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildUi();
    void retranslateUi();
    void updateButtons();
    void setStatus(const QString& text, bool error);
    void openEditor(const ConnectionProfile& profile, bool isNew);
    void saveEdited(ProfileEditor* editor, bool isNew);
    /// The keychain (and session memory) key of a profile's password or client key passphrase.
    static QString secretKey(const QString& id, bool keyPassphrase);
    void storePassword(const ConnectionProfile& profile, const QString& password,
                       bool keyPassphrase = false);
    /// Calls `then` with the profile's password (or, `keyPassphrase`, its sslpassword): empty
    /// when it has none, else from memory, the keychain or a PasswordDialog.
    void withSecret(const ConnectionProfile& profile, bool keyPassphrase,
                    std::function<void(const QString&)> then);
    void askPassword(const ConnectionProfile& profile, const QString& reason, bool keyPassphrase,
                     std::function<void(const QString&)> then);
    void emitConnect(ConnectionProfile profile, const QString& password,
                     const QString& sslPassword);
    void connectDemo(const ConnectionProfile& profile);

    ConnectionProfiles* m_profiles = nullptr;
    SecretStore* m_secrets = nullptr;
    DemoEnvironment* m_demo = nullptr;
    /// Passwords asked at connect time or not storable in the keychain: memory only.
    QHash<QString, QString> m_sessionPasswords;
    bool m_demoConnectPending = false;
    QString m_adHocConnectUrl; ///< The ad-hoc entry's URL with its secret; memory only.
    bool m_adHocWritesAllowed = false;

    QListView* m_list = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_connect = nullptr;
    QPushButton* m_new = nullptr;
    QPushButton* m_edit = nullptr;
    QPushButton* m_duplicate = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_import = nullptr;
    QPushButton* m_export = nullptr;
};

} // namespace idem::ui
