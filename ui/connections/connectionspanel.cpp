// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "connectionspanel.h"

#include "base/errors.h"
#include "connectionfields.h"
#include "connectionprofiles.h"
#include "demoenvironment.h"
#include "passworddialog.h"
#include "profileeditor.h"
#include "secretstore.h"
#include "theme.h"

#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace idem::ui {

ConnectionsPanel::ConnectionsPanel(QWidget* parent)
    : ConnectionsPanel(new ConnectionProfiles, new KeychainSecretStore, parent) {}

ConnectionsPanel::ConnectionsPanel(ConnectionProfiles* profiles, SecretStore* secrets,
                                   QWidget* parent)
    : QWidget(parent), m_profiles(profiles), m_secrets(secrets) {
    setObjectName(QStringLiteral("connectionsPanel"));
    // Queued connections and QSignalSpy need the signal argument types registered.
    qRegisterMetaType<ConnectionProfile>();
    qRegisterMetaType<PasswordDialog*>();
    qRegisterMetaType<ProfileEditor*>();
    if (!m_profiles->parent())
        m_profiles->setParent(this);
    if (!m_secrets->parent())
        m_secrets->setParent(this);
    buildUi();
    retranslateUi();
    selectProfile(ConnectionProfiles::demoProfile().id);
}

ConnectionsPanel::~ConnectionsPanel() {
    stopDemo();
}

void ConnectionsPanel::buildUi() {
    auto* layout = new QVBoxLayout(this);
    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("profileList"));
    m_list->setModel(m_profiles);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_list, 1);

    auto button = [this](const char* name) {
        auto* b = new QPushButton(this);
        b->setObjectName(QString::fromLatin1(name));
        return b;
    };
    m_connect = button("connectButton");
    m_connect->setDefault(true);
    layout->addWidget(m_connect);
    auto* grid = new QGridLayout;
    m_new = button("newButton");
    m_edit = button("editButton");
    m_duplicate = button("duplicateButton");
    m_remove = button("removeButton");
    m_import = button("importButton");
    m_export = button("exportButton");
    grid->addWidget(m_new, 0, 0);
    grid->addWidget(m_edit, 0, 1);
    grid->addWidget(m_duplicate, 1, 0);
    grid->addWidget(m_remove, 1, 1);
    grid->addWidget(m_import, 2, 0);
    grid->addWidget(m_export, 2, 1);
    layout->addLayout(grid);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setTextFormat(Qt::PlainText); // errors may quote a server
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &ConnectionsPanel::updateButtons);
    connect(m_profiles, &QAbstractItemModel::modelReset, this, &ConnectionsPanel::updateButtons);
    connect(m_profiles, &QAbstractItemModel::rowsRemoved, this, &ConnectionsPanel::updateButtons);
    connect(m_list, &QListView::activated, this, [this](const QModelIndex& index) {
        connectProfile(index.data(ConnectionProfiles::IdRole).toString());
    });
    connect(m_connect, &QPushButton::clicked, this, [this] { connectProfile(currentProfileId()); });
    connect(m_new, &QPushButton::clicked, this, &ConnectionsPanel::newProfile);
    connect(m_edit, &QPushButton::clicked, this, [this] { editProfile(currentProfileId()); });
    connect(m_duplicate, &QPushButton::clicked, this,
            [this] { duplicateProfile(currentProfileId()); });
    connect(m_remove, &QPushButton::clicked, this, [this] { removeProfile(currentProfileId()); });
    connect(m_import, &QPushButton::clicked, this, &ConnectionsPanel::importProfiles);
    connect(m_export, &QPushButton::clicked, this, &ConnectionsPanel::exportProfiles);
}

void ConnectionsPanel::retranslateUi() {
    setWindowTitle(tr("Connections")); // the dock's title (app/idemscope/main.cpp)
    m_connect->setText(tr("&Connect"));
    m_new->setText(tr("&New…"));
    m_edit->setText(tr("&Edit…"));
    m_duplicate->setText(tr("D&uplicate"));
    m_remove->setText(tr("&Remove…"));
    m_import->setText(tr("&Import…"));
    m_export->setText(tr("E&xport…"));
    m_list->setToolTip(tr("Saved connections. Double-click or press Enter to connect."));
    m_list->viewport()->update(); // the Demo profile's name is translated too
}

void ConnectionsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ConnectionsPanel::updateButtons() {
    const auto p = m_profiles->profile(currentProfileId());
    const bool saved = p && !p->demo && p->id != ConnectionProfiles::adHocId();
    m_connect->setEnabled(p.has_value());
    m_edit->setEnabled(saved);
    m_duplicate->setEnabled(saved);
    m_remove->setEnabled(saved);
}

void ConnectionsPanel::setStatus(const QString& text, bool error) {
    m_status->setText(text);
    theme::setTextRole(m_status, error ? std::optional(theme::Role::Danger) : std::nullopt);
}

QString ConnectionsPanel::statusText() const {
    return m_status->text();
}

QString ConnectionsPanel::currentProfileId() const {
    return m_list->currentIndex().data(ConnectionProfiles::IdRole).toString();
}

void ConnectionsPanel::selectProfile(const QString& id) {
    const int row = m_profiles->rowOf(id);
    if (row >= 0)
        m_list->setCurrentIndex(m_profiles->index(row));
    updateButtons();
}

void ConnectionsPanel::showOpenProfile(const ConnectionProfile& profile) {
    QString id = profile.id;
    if (id.isEmpty() || m_profiles->rowOf(id) < 0 || id == ConnectionProfiles::adHocId()) {
        // A URL of its own (idemscope --store): its own entry, not a saved profile that
        // happens to be selected. The secret stays here, in memory, for Connect.
        m_adHocConnectUrl = profile.connectUrl.isEmpty() ? profile.url : profile.connectUrl;
        m_adHocWritesAllowed = profile.writesAllowed();
        m_profiles->setAdHoc(profile);
        id = ConnectionProfiles::adHocId();
    }
    m_profiles->setOpenId(id);
    selectProfile(id);
}

void ConnectionsPanel::connectProfile(const QString& id) {
    const auto found = m_profiles->profile(id);
    if (!found)
        return;
    ConnectionProfile p = *found;
    if (id == ConnectionProfiles::adHocId()) {
        p.connectUrl = m_adHocConnectUrl;
        p.readOnly = !m_adHocWritesAllowed;
        setStatus(tr("Opened %1.").arg(p.name), false);
        emit connectRequested(p);
        return;
    }
    if (p.demo) {
        connectDemo(p);
        return;
    }
    // The password, then the client key's passphrase: each from memory, else the keychain,
    // else asked.
    withSecret(p, false, [this, p](const QString& password) {
        withSecret(p, true, [this, p, password](const QString& passphrase) {
            emitConnect(p, password, passphrase);
        });
    });
}

QString ConnectionsPanel::secretKey(const QString& id, bool keyPassphrase) {
    return keyPassphrase ? id + QStringLiteral("#sslpassword") : id;
}

void ConnectionsPanel::withSecret(const ConnectionProfile& p, bool keyPassphrase,
                                  std::function<void(const QString&)> then) {
    if (!(keyPassphrase ? p.hasSslPassword : p.hasPassword)) {
        then(QString());
        return;
    }
    const QString key = secretKey(p.id, keyPassphrase);
    if (const auto it = m_sessionPasswords.constFind(key); it != m_sessionPasswords.cend()) {
        then(*it);
        return;
    }
    setStatus(keyPassphrase
                  ? tr("Reading the client key's passphrase of %1 from the keychain…").arg(p.name)
                  : tr("Reading the password of %1 from the keychain…").arg(p.name),
              false);
    m_secrets->read(key, this, [this, p, keyPassphrase, then](const SecretResult& r) {
        switch (r.status) {
        case SecretResult::Status::Ok:
            then(r.secret);
            return;
        case SecretResult::Status::NotFound:
            askPassword(p,
                        keyPassphrase
                            ? tr("The keychain has no passphrase for the client key of %1 "
                                 "(sslpassword).")
                                  .arg(p.name)
                            : tr("The keychain has no password for %1.").arg(p.name),
                        keyPassphrase, then);
            return;
        case SecretResult::Status::Unavailable:
            askPassword(p,
                        keyPassphrase
                            ? tr("No keychain is available (%1). Type the passphrase of the "
                                 "client key (sslpassword).")
                                  .arg(r.error)
                            : tr("No keychain is available (%1).").arg(r.error),
                        keyPassphrase, then);
            return;
        }
    });
}

void ConnectionsPanel::askPassword(const ConnectionProfile& profile, const QString& reason,
                                   bool keyPassphrase, std::function<void(const QString&)> then) {
    auto* dialog = new PasswordDialog(profile.name, reason, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, profile, keyPassphrase, then] {
        const QString password = dialog->password();
        m_sessionPasswords.insert(secretKey(profile.id, keyPassphrase), password); // memory only
        then(password);
    });
    connect(dialog, &QDialog::rejected, this, [this, profile] {
        const QString message = tr("Not connected to %1: no password was given.").arg(profile.name);
        setStatus(message, true);
        emit connectFailed(profile, message);
    });
    dialog->open();
    emit passwordRequested(dialog);
}

void ConnectionsPanel::emitConnect(ConnectionProfile profile, const QString& password,
                                   const QString& sslPassword) {
    try {
        profile.connectUrl = password.isEmpty() && sslPassword.isEmpty()
                                 ? profile.url
                                 : urlWithSecret(profile.url, password, sslPassword);
    } catch (const Error& e) {
        const QString message = tr("Cannot connect to %1: %2").arg(profile.name, e.message());
        setStatus(message, true);
        emit connectFailed(profile, message);
        return;
    }
    // The browser connects and shows the outcome in its own status bar.
    setStatus(tr("Opened %1.").arg(profile.name), false);
    emit connectRequested(profile);
}

void ConnectionsPanel::connectDemo(const ConnectionProfile& profile) {
    if (!m_demo) {
        m_demo = new DemoEnvironment(this);
        connect(m_demo, &DemoEnvironment::started, this, [this](const QString& url) {
            if (!m_demoConnectPending)
                return;
            m_demoConnectPending = false;
            ConnectionProfile p = ConnectionProfiles::demoProfile();
            p.url = url;
            p.metricsUrl = m_demo->metricsUrl();
            emitConnect(p, QString(), QString());
        });
        connect(m_demo, &DemoEnvironment::failed, this, [this](const QString& message) {
            m_demoConnectPending = false;
            const QString text = tr("The demo could not start: %1").arg(message);
            setStatus(text, true);
            emit connectFailed(ConnectionProfiles::demoProfile(), text);
        });
    }
    if (m_demo->isRunning()) {
        ConnectionProfile p = profile;
        p.url = m_demo->storeUrl();
        p.metricsUrl = m_demo->metricsUrl();
        emitConnect(p, QString(), QString());
        return;
    }
    m_demoConnectPending = true;
    setStatus(tr("Starting the demo: store, gateway, upstream and traffic…"), false);
    m_demo->start(); // does nothing while already starting
}

void ConnectionsPanel::stopDemo() {
    m_demoConnectPending = false;
    if (m_demo)
        m_demo->stop();
}

void ConnectionsPanel::newProfile() {
    ConnectionProfile p;
    p.name = tr("New connection");
    openEditor(p, true);
}

void ConnectionsPanel::editProfile(const QString& id) {
    const auto p = m_profiles->profile(id);
    if (!p || p->demo)
        return;
    openEditor(*p, false);
}

void ConnectionsPanel::openEditor(const ConnectionProfile& profile, bool isNew) {
    auto* editor = new ProfileEditor(this);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    editor->setProfile(profile, isNew);
    if (!isNew && profile.hasSslPassword) {
        if (const auto it = m_sessionPasswords.constFind(secretKey(profile.id, true));
            it != m_sessionPasswords.cend()) {
            editor->setKnownSslPassword(*it);
        } else {
            m_secrets->read(secretKey(profile.id, true), editor, [editor](const SecretResult& r) {
                if (r.status == SecretResult::Status::Ok)
                    editor->setKnownSslPassword(r.secret);
            });
        }
    }
    if (!isNew && profile.hasPassword) {
        // For "Test connection" only; the field itself stays empty ("unchanged").
        if (const auto it = m_sessionPasswords.constFind(profile.id);
            it != m_sessionPasswords.cend()) {
            editor->setKnownPassword(*it);
        } else {
            m_secrets->read(profile.id, editor, [editor](const SecretResult& r) {
                if (r.status == SecretResult::Status::Ok)
                    editor->setKnownPassword(r.secret);
            });
        }
    }
    connect(editor, &QDialog::accepted, this, [this, editor, isNew] { saveEdited(editor, isNew); });
    editor->open();
    emit editorOpened(editor);
}

void ConnectionsPanel::saveEdited(ProfileEditor* editor, bool isNew) {
    ConnectionProfile p = editor->profile();
    const QString password = editor->typedPassword();
    const QString passphrase = editor->typedSslPassword();
    try {
        if (isNew)
            p = m_profiles->add(p);
        else
            m_profiles->update(p);
    } catch (const Error& e) {
        setStatus(tr("The profile was not saved: %1").arg(e.message()), true);
        return;
    }
    selectProfile(p.id);
    setStatus(tr("Saved %1.").arg(p.name), false);
    if (!p.hasPassword) {
        m_sessionPasswords.remove(p.id);
        m_secrets->remove(p.id, this, [](const SecretResult&) {});
    } else if (!password.isEmpty()) {
        storePassword(p, password);
    }
    if (!p.hasSslPassword) {
        m_sessionPasswords.remove(secretKey(p.id, true));
        m_secrets->remove(secretKey(p.id, true), this, [](const SecretResult&) {});
    } else if (!passphrase.isEmpty()) {
        storePassword(p, passphrase, true);
    }
}

void ConnectionsPanel::storePassword(const ConnectionProfile& profile, const QString& password,
                                     bool keyPassphrase) {
    // Kept in memory at once, so a connect right after saving needs no keychain round trip.
    const QString key = secretKey(profile.id, keyPassphrase);
    m_sessionPasswords.insert(key, password);
    m_secrets->write(key, password, this, [this, profile](const SecretResult& r) {
        if (r.status == SecretResult::Status::Ok)
            return;
        setStatus(tr("No keychain is available (%1): the password of %2 is kept in memory until "
                     "IdemScope closes, and asked again next time.")
                      .arg(r.error, profile.name),
                  true);
    });
}

void ConnectionsPanel::duplicateProfile(const QString& id) {
    try {
        const ConnectionProfile copy = m_profiles->duplicate(id);
        // The keychain entry belongs to the original's id; a password of this session goes
        // along, otherwise the copy asks at connect time.
        for (const bool passphrase : {false, true}) {
            const auto it = m_sessionPasswords.constFind(secretKey(id, passphrase));
            if (it != m_sessionPasswords.cend())
                m_sessionPasswords.insert(secretKey(copy.id, passphrase), *it);
        }
        selectProfile(copy.id);
        setStatus(tr("Created %1 (read-only).").arg(copy.name), false);
    } catch (const Error& e) {
        setStatus(e.message(), true);
    }
}

void ConnectionsPanel::removeProfile(const QString& id) {
    const auto p = m_profiles->profile(id);
    if (!p || p->demo)
        return;
    auto* box = new QMessageBox(QMessageBox::Question, tr("Remove connection"),
                                tr("Remove the connection %1 and its saved password?").arg(p->name),
                                QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("removeConfirmation"));
    box->setTextFormat(Qt::PlainText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, id, name = p->name](int result) {
        if (result != QMessageBox::Yes)
            return;
        if (m_profiles->remove(id)) {
            for (const bool passphrase : {false, true}) {
                m_sessionPasswords.remove(secretKey(id, passphrase));
                m_secrets->remove(secretKey(id, passphrase), this, [](const SecretResult&) {});
            }
            setStatus(tr("Removed %1.").arg(name), false);
        }
    });
    box->open();
}

void ConnectionsPanel::importProfiles() {
    auto* dialog = new QFileDialog(this, tr("Import connections"), QString(),
                                   tr("IdemScope connections (*.json);;All files (*)"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    dialog->setFileMode(QFileDialog::ExistingFile);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString& file) {
        QString error;
        int skipped = 0;
        const int added = m_profiles->importFromFile(file, &error, &skipped);
        if (added < 0)
            setStatus(tr("Nothing imported: %1").arg(error), true);
        else if (skipped > 0)
            setStatus(
                tr("Imported %n connection(s) (read-only); %1 skipped as invalid.", nullptr, added)
                    .arg(skipped),
                true);
        else
            setStatus(tr("Imported %n connection(s) (read-only).", nullptr, added), false);
    });
    dialog->open();
}

void ConnectionsPanel::exportProfiles() {
    auto* dialog = new QFileDialog(this, tr("Export connections"), QString(),
                                   tr("IdemScope connections (*.json)"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(QStringLiteral("json"));
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString& file) {
        QString error;
        if (m_profiles->exportToFile(file, &error))
            setStatus(tr("Exported the connections (without passwords)."), false);
        else
            setStatus(tr("Not exported: %1").arg(error), true);
    });
    dialog->open();
}

} // namespace idem::ui
