// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "connectionfields.h"
#include "connectionprofile.h"
#include "connectiontester.h"

#include <QDialog>
#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace idem::ui {

/// Edits one connection profile: the backend (SQLite file / Redis / PostgreSQL) and its fields,
/// or a pasted store URL that fills them (the URL line follows the fields, without password);
/// TLS files, SNI and verification (off: a red warning); "allow writes" and "production"; and
/// "Test connection", which runs on a worker thread (ConnectionTester) and shows the result in
/// plain words.
///
/// A new profile cannot allow writes: every profile starts read-only, writes are allowed by
/// editing it once it exists.
///
/// Threads: GUI thread.
class ProfileEditor : public QDialog {
    Q_OBJECT
public:
    explicit ProfileEditor(QWidget* parent = nullptr);

    /// Shows `profile` (its URL holds no password); `isNew` locks "allow writes" off.
    void setProfile(const ConnectionProfile& profile, bool isNew);
    /// The edited profile: url without password, hasPassword from the check box.
    ConnectionProfile profile() const;
    /// What was typed in the password field; empty means "keep the saved one".
    QString typedPassword() const;
    /// The client key's passphrase (PostgreSQL sslpassword) of a URL pasted in this editor;
    /// empty means "keep the saved one". It has no field: it comes with the URL, and leaves the
    /// URL line at once (the line, like the profile, never shows a secret).
    QString typedSslPassword() const { return m_sslPassword; }
    /// The password "Test connection" uses when none is typed (from the keychain or memory).
    void setKnownPassword(const QString& password) { m_knownPassword = password; }
    void setKnownSslPassword(const QString& passphrase) { m_knownSslPassword = passphrase; }

    ConnectionFields fields() const;
    void setFields(const ConnectionFields& fields);
    /// Parses `url` into the fields (its password into the password field). False with
    /// `error` (plain words) when the URL is refused; the fields stay as they were.
    bool applyUrl(const QString& url, QString* error = nullptr);

    /// Starts "Test connection"; the result arrives as testFinished() and in the result label.
    void testConnection();
    bool isTesting() const;

    void accept() override;

signals:
    void testFinished(const idem::ui::ConnectionTestResult& result);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildUi();
    QLabel* addRow(const char* text, QWidget* field);
    void retranslateUi();
    void updateVisibility();
    void syncUrlFromFields();
    void onTestFinished(const ConnectionTestResult& result);
    void showUrlError(const QString& text);
    /// The URL to connect with (password included), or empty with `error`.
    QString connectUrl(QString* error) const;

    ConnectionProfile m_profile;
    bool m_isNew = true;
    bool m_syncing = false;
    QString m_knownPassword;
    QString m_sslPassword; ///< From a pasted URL; memory only.
    QString m_knownSslPassword;
    QList<std::pair<QString, QString>> m_extraOptions;
    QString m_sslMode;
    /// A multi-host URL (cluster, sentinel, PostgreSQL with standbys) has no fields: it is edited
    /// as text in the URL line, and only the password field is shown (ConnectionFields).
    std::optional<ConnectionFields> m_verbatim;

    /// Row labels and their untranslated text (QT_TR_NOOP), for retranslateUi().
    QList<std::pair<QLabel*, const char*>> m_labels;
    QFormLayout* m_form = nullptr;
    QLineEdit* m_name = nullptr;
    QLineEdit* m_url = nullptr;
    QPushButton* m_applyUrl = nullptr;
    QLabel* m_urlError = nullptr;
    QComboBox* m_backend = nullptr;
    QLineEdit* m_host = nullptr;
    QSpinBox* m_port = nullptr;
    QLineEdit* m_database = nullptr;
    QLabel* m_databaseLabel = nullptr;
    QPushButton* m_browse = nullptr;
    QLineEdit* m_user = nullptr;
    QLineEdit* m_password = nullptr;
    QCheckBox* m_needsPassword = nullptr;
    QLineEdit* m_namespace = nullptr;
    QComboBox* m_layout = nullptr;
    QLineEdit* m_table = nullptr;
    QCheckBox* m_tls = nullptr;
    QLineEdit* m_caFile = nullptr;
    QLineEdit* m_certFile = nullptr;
    QLineEdit* m_keyFile = nullptr;
    QLineEdit* m_sni = nullptr;
    QCheckBox* m_verify = nullptr;
    QLabel* m_verifyWarning = nullptr;
    QCheckBox* m_allowWrites = nullptr;
    QCheckBox* m_production = nullptr;
    QPushButton* m_test = nullptr;
    QLabel* m_testResult = nullptr;
    ConnectionTester* m_tester = nullptr;
};

} // namespace idem::ui
